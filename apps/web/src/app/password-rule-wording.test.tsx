import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/contract';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { sessionStore } from '../lib/session-store';

// Issue 10 item 9: every screen that sets a new password words the rule the same way, from the
// contract (/register was "8 to 16 characters, using…", /updatepassword and /resetpassword differed).
const rule = messages.fields.password.rulesHint;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the new-password rule', () => {
  it.each([
    ['/register', () => renderApp('/register')],
    ['/updatepassword', () => renderApp('/updatepassword', { signedIn: true })],
    [
      '/resetpassword',
      () => {
        sessionStore.setForgotPassword('reset-token', 'alex@example.com');
        return renderApp('/resetpassword');
      },
    ],
  ])('reads the contract wording on %s, tied to the new-password field', async (_path, render) => {
    mockApi();
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render();
    const hint = await screen.findByText(rule);
    const field = screen.getAllByLabelText(/new password/i)[0];
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(hint.id));
  });
});
