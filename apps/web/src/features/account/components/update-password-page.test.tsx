import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';

const p = messages.myDetails.password;
let api: MockApi;

beforeEach(() => {
  api = mockApi().on(endpoints.checkMaintenanceMessage.path, { body: [] });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function fill(newPassword = 'NewPass#2025', confirm = newPassword) {
  await userEvent.type(await screen.findByLabelText(p.current), 'OldPass#2024');
  await userEvent.type(screen.getByLabelText(p.new), newPassword);
  await userEvent.type(screen.getByLabelText(p.confirm), confirm);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('update password', () => {
  it('sits in a card and offers Cancel back to My Details (issue 10 item 9)', async () => {
    const { router } = renderApp('/updatepassword', { signedIn: true });
    const field = await screen.findByLabelText(p.current);
    expect(field.closest('.page')).not.toBeNull();
    const form = field.closest('form');
    await userEvent.click(within(form!).getByRole('link', { name: messages.myDetails.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(api.bodies(endpoints.updatePassword.path)).toHaveLength(0);
  });

  it('marks the current password invalid on error 80', async () => {
    api.on(endpoints.updatePassword.path, businessError(80, 'Invalid password. Try again'));
    renderApp('/updatepassword', { signedIn: true });
    await fill();
    await submit();
    expect(await screen.findAllByText('Invalid password. Try again')).not.toHaveLength(0);
    expect(screen.getByLabelText(p.current)).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the updated page after a change and sends the three fields', async () => {
    api.on(endpoints.updatePassword.path, { body: true });
    const { router } = renderApp('/updatepassword', { signedIn: true });
    await fill();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountupdated/password/success'));
    expect(await screen.findByText('Password successfully updated')).toBeInTheDocument();
    expect(api.bodies(endpoints.updatePassword.path)[0]).toMatchObject({
      OldPassword: 'OldPass#2024',
      NewPassword: 'NewPass#2025',
      ReEnterPassword: 'NewPass#2025',
    });
  });

  it('rechecks the confirmation on every keystroke of the new password', async () => {
    renderApp('/updatepassword', { signedIn: true });
    await fill();
    expect(screen.queryByText(messages.fields.password.mismatch)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(p.new), 'x');
    expect(await screen.findByText(messages.fields.password.mismatch)).toBeInTheDocument();
  });

  it('sends nothing while the form breaks the password rules', async () => {
    renderApp('/updatepassword', { signedIn: true });
    await fill('short', 'short');
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.bodies(endpoints.updatePassword.path)).toHaveLength(0);
  });
});
