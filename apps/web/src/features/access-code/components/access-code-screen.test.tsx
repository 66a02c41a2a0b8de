import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeType, endpoints, messages, serverErrors } from '@portal/contract';
import { claimA, claimB, renderApp } from '../../../test/render-app';
import { businessError, holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';
import { getSecureUpdateToken } from '../../../lib/secure-update-token';
import { spokenDuring } from '../../../test/screen-reader';
import { sessionStore, storageKeys } from '../../../lib/session-store';

const forLogin = {
  generate: endpoints.generateSecurityCodeForLogin.path,
  validate: endpoints.validateSecurityCodeForLogin.path,
  expire: endpoints.expireSecurityCodeForLogin.path,
};
const smsOnly = { body: { SMS: true, Email: false } };
const emailOnly = { body: { SMS: false, Email: true } };

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = mockApi();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * /claims, where a valid code leads, asks for the new session's claims at once: a failed list would
 * sign the claimant out (claims-page.tsx) before the test reads the stored session.
 */
const twoClaims = { body: [claimA, claimB] };

/** A sign-in awaiting verification: the login-pending token is the stored user (no claim yet). */
function renderVerify() {
  return renderApp('/verify', { signedIn: true, selectedClaim: null });
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Enter your access code');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  await userEvent.type(field, code);
  return field;
}

describe('access code screen', () => {
  it('announces "Checking your code…" while four typed digits are checked, and keeps Verify', async () => {
    api
      .on(forLogin.generate, smsOnly)
      .on(forLogin.validate, { body: { AccessToken: 'signed-in' } })
      .on(endpoints.getClaims.path, twoClaims);
    const release = holdAnswers(forLogin.validate);
    renderVerify();
    const spoken = await spokenDuring(async () => {
      await typeCode('0427');
      await screen.findByText('Checking your code…');
    });
    expect(spoken.join(' | ')).toContain('Checking your code…');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your code…');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Checking your code…'));
  });

  it('sends a code on load and submits four typed digits by itself', async () => {
    api.on(forLogin.generate, smsOnly).on(forLogin.validate, { body: { AccessToken: 'signed-in' } });
    const { router } = renderVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Code' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Enter your access code');
    // Said before typing that the 4th digit sends the code (issue 30 item 5, WCAG 3.2.2).
    expect(field).toHaveAccessibleDescription(
      'Your access code expires after 30 minutes. We check your code as soon as you enter the 4th digit.',
    );
    expect(screen.getByRole('group', { name: 'Access Code' })).toContainElement(field);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await typeCode('0427');

    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(api.bodies(forLogin.generate)).toEqual([{ AccessToken: 'test-token', CodeType: 0, DevType: 0 }]);
    expect(api.bodies(forLogin.validate)).toEqual([
      { AccessToken: 'test-token', SecurityCode: '0427', DeviceType: 0 },
    ]);
  });

  it('replaces the login-pending token with the signed-in one in the storage Remember me chose', async () => {
    sessionStore.signIn({ AccessToken: 'test-token', isOneTimePassword: false }, { rememberMe: true });
    api
      .on(forLogin.generate, smsOnly)
      .on(forLogin.validate, { body: { AccessToken: 'signed-in' } })
      .on(endpoints.getClaims.path, twoClaims);
    const { router } = renderApp('/verify');
    await typeCode('1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({
      AccessToken: 'signed-in',
    });
    expect(sessionStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('says which channel was wrong and clears the field for the next try', async () => {
    api.on(forLogin.generate, smsOnly).on(forLogin.validate, businessError(49));
    renderVerify();
    const field = await typeCode('1111');
    expect(await screen.findByText('The mobile code is incorrect. Please try again')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toBeEnabled();
  });

  it('expires the code after the third wrong code and disables the form', async () => {
    api.on(forLogin.generate, emailOnly).on(forLogin.validate, businessError(49)).on(forLogin.expire, {
      body: true,
    });
    renderVerify();
    await typeCode('1111');
    await screen.findByText('The email code is incorrect. Please try again');
    await typeCode('2222');
    await waitFor(() => expect(api.bodies(forLogin.validate)).toHaveLength(2));
    expect(screen.queryByText(/has expired/)).not.toBeInTheDocument();
    await typeCode('3333');

    expect(
      await screen.findByText('The email code has expired. Please request a new code'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Enter your access code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await waitFor(() => expect(api.bodies(forLogin.expire)).toHaveLength(1));
  });

  it('expires the code at once on error 50', async () => {
    api.on(forLogin.generate, smsOnly).on(forLogin.validate, businessError(50));
    renderVerify();
    await typeCode('1234');
    expect(
      await screen.findByText('The mobile code has expired. Please request a new code'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Enter your access code')).toBeDisabled();
  });

  it('re-sends a code, announces it, re-enables the form and resets the counter', async () => {
    api
      .on(forLogin.generate, smsOnly, emailOnly)
      .on(forLogin.validate, businessError(49), businessError(49), businessError(49), businessError(49));
    renderVerify();
    await typeCode('1111');
    await screen.findByText('The mobile code is incorrect. Please try again');
    await typeCode('2222');
    await waitFor(() => expect(api.bodies(forLogin.validate)).toHaveLength(2));
    await typeCode('3333');
    await screen.findByText(/has expired/);

    await userEvent.click(screen.getByRole('button', { name: 'Re-send my mobile code' }));

    expect(await screen.findByText('New email code sent')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New email code sent');
    const field = screen.getByLabelText('Enter your access code');
    expect(field).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Re-send my email code' })).toBeInTheDocument();
    // The counter starts again: one more wrong code is "incorrect", not "expired".
    await typeCode('4444');
    expect(await screen.findByText('The email code is incorrect. Please try again')).toBeInTheDocument();
    expect(field).toBeEnabled();
  });

  it('names the e-mail in the Re-send link when only the e-mail received the code', async () => {
    api.on(forLogin.generate, emailOnly);
    renderVerify();
    expect(await screen.findByRole('button', { name: 'Re-send my email code' })).toBeInTheDocument();
  });

  it("shows the help line with the provider's phone", async () => {
    api.on(forLogin.generate, smsOnly);
    renderVerify();
    const help = await screen.findByRole('link', { name: 'Having trouble? Call TAC on 1300 654 329' });
    expect(help).toHaveAttribute('href', 'tel:1300654329');
  });

  it('alerts the contract text when there is no contact method to send a code to (86)', async () => {
    api.on(endpoints.generateSecurityCodeWhileLoggedIn.path, businessError(86));
    renderApp('/activationbankdetails', { signedIn: true });
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Please update your contact details to receive an access code prior to updating your bank details or call TAC on 1300 654 329.',
      ),
    );
    expect(screen.getByLabelText('Enter your access code')).toBeDisabled();
  });

  it('activates a registration and signs in for this browser session', async () => {
    sessionStore.signIn({ AccessToken: 'registration', isOneTimePassword: false }, { rememberMe: false });
    api
      .on(endpoints.generateSecurityCode.path, smsOnly)
      .on(endpoints.validateSecurityCode.path, { body: { AccessToken: 'signed-in' } })
      .on(endpoints.getClaims.path, twoClaims);
    const { router } = renderApp('/activate');
    await typeCode('9876');
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(api.bodies(endpoints.validateSecurityCode.path)[0]).toMatchObject({ AccessToken: 'registration' });
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({
      AccessToken: 'signed-in',
    });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('holds the secure token after an e-mail edit code and opens the e-mail edit on My Details', async () => {
    api
      .on(endpoints.generateSecurityCodeWhileLoggedIn.path, smsOnly)
      .on(endpoints.validateSecurityCodeWhileLoggedIn.path, { body: { AccessToken: 'secure' } });
    const { router } = renderApp('/activationaccountdetails', {
      signedIn: true,
      state: { codeType: CodeType.Email },
    });
    expect(
      await screen.findByText(
        'To protect your account we have sent an access code to your mobile before you change your email address.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('If you cannot receive this code, call TAC on 1300 654 329.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account');
    await typeCode('5555');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({ openEdit: 'email' });
    expect(getSecureUpdateToken(CodeType.Email)).toEqual({ AccessToken: 'secure', CodeType: CodeType.Email });
    expect(api.bodies(endpoints.generateSecurityCodeWhileLoggedIn.path)[0]).toMatchObject({ CodeType: 1 });
  });

  it('opens the stand-alone bank edit in mobile-app mode', async () => {
    sessionStore.setMobileApp(true);
    api
      .on(endpoints.generateSecurityCodeWhileLoggedIn.path, smsOnly)
      .on(endpoints.validateSecurityCodeWhileLoggedIn.path, { body: { AccessToken: 'secure' } });
    const { router } = renderApp('/activationbankdetails', { signedIn: true });
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    await typeCode('5555');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank-details'));
  });

  it('sends a visitor without a code type back to My Details', async () => {
    const { router } = renderApp('/activationaccountdetails', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('does not claim a code was sent when the hourly limit refused it (issue 10 item 11)', async () => {
    api.on(forLogin.generate, businessError(serverErrors.codeLimitReached.Number));
    renderVerify();
    expect(
      await screen.findByText(
        `We could not send you an access code. ${serverErrors.codeLimitReached.Message}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(messages.accessCode.explain.login)).not.toBeInTheDocument();
    expect(screen.queryByText(/we have sent/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(alertSpy).toHaveBeenCalled();
  });

  it('says a code was sent only once the server has sent it', async () => {
    api.on(forLogin.generate, smsOnly);
    renderVerify();
    expect(screen.queryByText(messages.accessCode.explain.login)).not.toBeInTheDocument();
    expect(await screen.findByText(messages.accessCode.explain.login)).toBeInTheDocument();
  });
});
