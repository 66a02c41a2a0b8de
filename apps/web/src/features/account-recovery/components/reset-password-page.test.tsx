import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { DEVICE_IDENTIFIER_KEY } from '../../../lib/device-identifier';
import { sessionStore, storageKeys } from '../../../lib/session-store';

const f = messages.fields;
const notFound = 'Your information could not be found. Please try again or contact the TAC on 1300 654 329';

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(endpoints.checkMaintenanceMessage.path, { body: [] });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

async function fillIdentity() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Alex');
  await userEvent.type(screen.getByLabelText('Last name'), 'Citizen');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '14/02/1985');
  await userEvent.type(screen.getByLabelText('Claim number, first 2 digits'), '1234567');
  await userEvent.type(screen.getByLabelText('Email address'), 'alex@example.com');
}

describe('forgot password', () => {
  it('keeps the reset token and username in session storage and opens reset password', async () => {
    api.on(endpoints.forgotPassword.path, {
      body: { ResetPasswordToken: 'reset-1', Username: 'alex@example.com' },
    });
    const { router } = renderApp('/forgotpassword');
    await fillIdentity();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpassword'));
    expect(sessionStorage.getItem('forgotPasswordAccessToken')).toBe('reset-1');
    expect(sessionStorage.getItem('username')).toBe('alex@example.com');
    expect(await screen.findByText('Choose a new password for alex@example.com.')).toBeInTheDocument();
  });

  it('lists the errors of an empty form', async () => {
    renderApp('/forgotpassword');
    await screen.findByLabelText('First name');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', { name: 'There are 5 errors in this form' })).toBeInTheDocument();
  });

  it.each([56, 500])('says the information could not be found on error %i', async (number) => {
    api.on(endpoints.forgotPassword.path, businessError(number));
    renderApp('/forgotpassword');
    await fillIdentity();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(notFound)).toBeInTheDocument();
  });
});

describe('reset password', () => {
  const openReset = () => {
    sessionStore.setForgotPassword('reset-1', 'alex@example.com');
    return renderApp('/resetpassword');
  };
  const newPassword = () => screen.getByLabelText('New password');
  const confirm = () => screen.getByLabelText('Re-enter new password');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  it('sends a visitor without a reset token to sign in', async () => {
    const { router } = renderApp('/resetpassword');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user to the claims', async () => {
    sessionStore.setForgotPassword('reset-1', 'alex@example.com');
    const { router } = renderApp('/resetpassword', { signedIn: true, selectedClaim: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
  });

  it('refuses a password outside the rules and a confirmation that does not match', async () => {
    openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(confirm(), 'other');
    await submit();
    const summary = await screen.findByRole('alert', { name: 'There are 2 errors in this form' });
    expect(summary).toHaveTextContent(f.password.invalid);
    expect(summary).toHaveTextContent(f.password.mismatch);
    expect(api.bodies(endpoints.resetPassword.path)).toHaveLength(0);
  });

  it('rechecks the confirmation on every keystroke in the new password', async () => {
    openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret12');
    await userEvent.type(confirm(), 'Secret12');
    await userEvent.tab();
    expect(screen.queryByText(f.password.mismatch)).not.toBeInTheDocument();
    await userEvent.type(newPassword(), '!');
    expect(await screen.findByText(f.password.mismatch)).toBeInTheDocument();
    await userEvent.type(confirm(), '!');
    await waitFor(() => expect(screen.queryByText(f.password.mismatch)).not.toBeInTheDocument());
  });

  it('signs an activated account in with the reset token sent as AccessToken and opens the claims', async () => {
    api.on(endpoints.resetPassword.path, { body: { AccessToken: 'signed-in', AccountActivated: true } });
    const { router } = openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret12!');
    await userEvent.type(confirm(), 'Secret12!');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(api.bodies(endpoints.resetPassword.path)).toEqual([
      {
        AccessToken: 'reset-1',
        NewPassword: 'Secret12!',
        ReEnterPassword: 'Secret12!',
        DeviceIdentifier: localStorage.getItem(DEVICE_IDENTIFIER_KEY),
      },
    ]);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({
      AccessToken: 'signed-in',
    });
    expect(sessionStorage.getItem('forgotPasswordAccessToken')).toBeNull();
  });

  it('sends the browser’s remembered device identifier, so a verified browser can be signed straight in', async () => {
    localStorage.setItem(DEVICE_IDENTIFIER_KEY, 'browser-7');
    api.on(endpoints.resetPassword.path, { body: { AccessToken: 'signed-in', AccountActivated: true } });
    openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret12!');
    await userEvent.type(confirm(), 'Secret12!');
    await submit();
    await waitFor(() => expect(api.bodies(endpoints.resetPassword.path)).toHaveLength(1));
    expect(api.bodies(endpoints.resetPassword.path)[0]).toMatchObject({ DeviceIdentifier: 'browser-7' });
  });

  it('keeps the registration token and opens activation when the reset answers false (not activated, or a browser not verified before)', async () => {
    api
      .on(endpoints.resetPassword.path, { body: { AccessToken: 'registration', AccountActivated: false } })
      .on(endpoints.generateSecurityCode.path, { body: { SMS: true, Email: true } });
    const { router } = openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret12!');
    await userEvent.type(confirm(), 'Secret12!');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Code' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodies(endpoints.generateSecurityCode.path)[0]).toMatchObject({
        AccessToken: 'registration',
      }),
    );
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? '{}')).toEqual({
      AccessToken: 'registration',
      isOneTimePassword: false,
      isRegistration: true,
    });
    expect(router.state.location.pathname).toBe('/activate');
  });

  it('says the information could not be found on error 56', async () => {
    api.on(endpoints.resetPassword.path, businessError(56));
    openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret12!');
    await userEvent.type(confirm(), 'Secret12!');
    await submit();
    expect(await screen.findByText(notFound)).toBeInTheDocument();
  });
});
