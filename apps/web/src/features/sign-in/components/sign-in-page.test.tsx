import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { spokenDuring } from '../../../test/screen-reader';

describe('sign-in page (spec part 1 §2 "Sign-in page")', () => {
  it('shows the fields, links, feature boxes and the self-assessment button', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'e.g. name@example.com');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot username' })).toHaveAttribute('href', '/forgotusername');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Complete your self-assessment' })).toHaveAttribute(
      'href',
      '/surveyvalidation',
    );
  });

  it('keeps Sign in unavailable, saying why, until the username is an e-mail and a password is given', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    const reason = 'Fill in every field above correctly to sign in.';
    // aria-disabled, not disabled: Tab reaches it and a screen reader hears why (issue 30 item 4).
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason).closest('[aria-live="polite"]')).not.toBeNull();
    await user.type(screen.getByLabelText('Username'), 'alex@example');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Username'), '.com');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('explains instead of signing in when Enter is pressed on an unfinished form', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'alex{Enter}');
    expect(screen.getByText('Email not found, try again.')).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/account/login'))).toHaveLength(0);
  });

  it('blocks spaces in the username and shows the spec message once the field is touched', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'al ex');
    expect(username).toHaveValue('alex');
    await user.tab();
    // Announced as it appears (issue 30 item 4): the message sits in a live region that was already there.
    expect(screen.getByText('Email not found, try again.').closest('[aria-live="polite"]')).not.toBeNull();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('is heard saying the username message when the field is left (issue 30 item 4)', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'alex');
    const spoken = await spokenDuring(async () => {
      await user.tab();
    });
    expect(spoken.join(' | ')).toContain('Email not found, try again.');
  });
});
