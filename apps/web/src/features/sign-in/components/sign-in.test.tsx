import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, serverErrors } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { storageKeys } from '../../../lib/session-store';
import { DEVICE_IDENTIFIER_KEY } from '../../../lib/device-identifier';

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const refused: Answer = { status: 225, body: [{ Number: 110, Message: 'Provide valid login details' }] };
/** The access code screens send a code on load (spec part 1 §4 "Access codes"); this answer says it went. */
const codeSent = ok({ SMS: true, Email: false });

/** Stubs fetch: each path answers from its queue (the last answer repeats); records every request. */
function stubServer(answers: Record<string, Answer[]>) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    requests.push({
      path,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    });
    const queue = answers[path] ?? [ok([])];
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

/** The code was sent and the screen waits for it: the sending call has answered within the test. */
async function codeScreenReady() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
}

async function fillAndSubmit(email = 'alex@example.com', password = 'Secret12') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in form validation (spec part 1 §5)', () => {
  beforeEach(() => stubServer({}));

  it('shows the contract messages for a bad username and an emptied password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'alex');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.clear(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByText('Email not found, try again.')).toBeInTheDocument();
    expect(screen.getByText('Provide valid login details')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the username to password managers as text with the e-mail keyboard (issue 30 item 8)', async () => {
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    // "username" is not an autofill token for type=email: a text field keeps it valid.
    expect(username).toHaveAttribute('type', 'text');
    expect(username).toHaveAttribute('inputmode', 'email');
    expect(username).toHaveAttribute('autocomplete', 'username');
  });

  it('removes pasted spaces from the username when it loses focus', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const username = await screen.findByLabelText('Username');
    await user.click(username);
    await user.paste('alex @example. com');
    expect(username).toHaveValue('alex @example. com');
    await user.tab();
    expect(username).toHaveValue('alex@example.com');
    expect(screen.queryByText('Email not found, try again.')).not.toBeInTheDocument();
  });
});

describe('signing in (spec part 1 §4 "Session", RESOLUTIONS.md "Sign-in")', () => {
  it('sends the login request with the web device type and a device identifier kept in localStorage', async () => {
    const requests = stubServer({ '/api/account/login': [ok({ AccessToken: 't2', AccountActivated: 2 })] });
    renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/account/login')).toBe(true));
    const login = requests.find((r) => r.path === '/api/account/login')!;
    expect(login.body).toMatchObject({
      EmailAddress: 'alex@example.com',
      Password: 'Secret12',
      RememberMe: false,
      DeviceType: 0,
      AccessToken: '',
    });
    expect(login.body.DeviceIdentifier).toBe(localStorage.getItem(DEVICE_IDENTIFIER_KEY));
    expect(String(login.body.DeviceIdentifier).length).toBeGreaterThan(8);
  });

  it('goes to /activate with a registration token for AccountActivated 0', async () => {
    const requests = stubServer({
      '/api/account/login': [ok({ AccessToken: 'reg', AccountActivated: 0 })],
      [endpoints.generateSecurityCode.path]: [codeSent],
    });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    await codeScreenReady();
    expect(requests.filter((r) => r.path === endpoints.generateSecurityCode.path)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? '{}')).toEqual({
      AccessToken: 'reg',
      isOneTimePassword: false,
      isRegistration: true,
    });
  });

  it('goes to /verify with a one-time-password session for AccountActivated 1', async () => {
    const requests = stubServer({
      '/api/account/login': [ok({ AccessToken: 'pending', AccountActivated: 1 })],
      [endpoints.generateSecurityCodeForLogin.path]: [codeSent],
    });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    await codeScreenReady();
    expect(requests.filter((r) => r.path === endpoints.generateSecurityCodeForLogin.path)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? '{}')).toEqual({
      AccessToken: 'pending',
      isOneTimePassword: true,
    });
  });

  it('goes to /claims signed in for AccountActivated 2, in session storage without Remember me', async () => {
    stubServer({ '/api/account/login': [ok({ AccessToken: 'full', AccountActivated: 2 })] });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(sessionStorage.getItem(storageKeys.user)).toContain('full');
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('keeps the session in localStorage when Remember me is ticked', async () => {
    const requests = stubServer({ '/api/account/login': [ok({ AccessToken: 'kept', AccountActivated: 2 })] });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(localStorage.getItem(storageKeys.user)).toContain('kept');
    expect(sessionStorage.getItem(storageKeys.user)).toBeNull();
    expect(requests.find((r) => r.path === '/api/account/login')?.body.RememberMe).toBe(true);
  });

  it('clears the password and shows the generic message after a failed sign-in', async () => {
    stubServer({ '/api/account/login': [refused] });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Provide valid login details');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Username')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends the user to forgot password on the fifth incorrect attempt', async () => {
    stubServer({ '/api/account/login': [refused] });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'alex@example.com');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await user.type(screen.getByLabelText('Password'), 'Wrong123');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
      expect(router.state.location.pathname).toBe('/login');
    }
    await user.type(screen.getByLabelText('Password'), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotpassword'));
  });

  it('tells the claimant the portal is busy when a wave of sign-ins is shed, without counting an attempt', async () => {
    const busy: Answer = { status: 503, body: [serverErrors.serviceBusy] };
    stubServer({ '/api/account/login': [busy] });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'alex@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.type(screen.getByLabelText('Password'), 'Secret12');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(serverErrors.serviceBusy.Message),
      );
      await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    }
    // Five busy answers are not five wrong passwords: no detour to forgot password.
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows maintenance messages on the sign-in page', async () => {
    stubServer({ '/api/maintenance/checkmessage': [ok(['The portal is down on Sunday from 9 pm.'])] });
    renderApp('/login');
    expect(await screen.findByText('The portal is down on Sunday from 9 pm.')).toBeInTheDocument();
  });
});

describe('sign-out (spec part 1 §4 "Session")', () => {
  it('clears the local user, then calls logout, and lands on /login even when the call fails', async () => {
    let userWhenCalled: string | null = 'not called';
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/account/logout') {
        userWhenCalled = sessionStorage.getItem(storageKeys.user);
        expect(JSON.parse(String(init?.body))).toEqual({ AccessToken: 'test-token' });
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve(new Response('[]', { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/claim', { signedIn: true });
    const [signOut] = await screen.findAllByRole('button', { name: 'Sign out' });
    await user.click(signOut!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(userWhenCalled).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/account/logout', expect.anything());
    await act(async () => Promise.resolve());
    expect(sessionStorage.getItem(storageKeys.user)).toBeNull();
  });
});
