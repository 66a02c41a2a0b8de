import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

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

  it('keeps Sign in disabled until the username is an e-mail and a password is given', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'alex@example');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), '.com');
    expect(button).toBeEnabled();
  });

  it('blocks spaces in the username and shows the spec message once the field is touched', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'al ex');
    expect(username).toHaveValue('alex');
    await user.tab();
    expect(screen.getByText('Email not found, try again.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });
});
