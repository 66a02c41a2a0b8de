import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routing (spec part 1 §2 "Routes" and "Route guards")', () => {
  it('sends the empty path to /login', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unknown path to the claims list, which sends a signed-out visitor to /login', async () => {
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user with a claim from an unknown path to the claims list', async () => {
    const { router } = renderApp('/no-such-page', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('sends a signed-in user who opens /login to /claims', async () => {
    const { router } = renderApp('/login', { signedIn: true, selectedClaim: null });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('sends a signed-in user without a selected claim from a claim screen to /claims', async () => {
    const { router } = renderApp('/inbox', { signedIn: true, selectedClaim: null });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('opens /sent-items only with the sent-data marker', async () => {
    const first = renderApp('/sent-items', { signedIn: true });
    // Without the marker the guard sends it to /login, which sends a signed-in user on to /claims.
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(first.router.state.location.pathname).toBe('/claims');
    first.unmount();

    const second = renderApp('/sent-items', { signedIn: true, state: { sentData: true } });
    await screen.findByRole('heading', { level: 1, name: 'Sent Items' });
    expect(second.router.state.location.pathname).toBe('/sent-items');
  });

  it('renders a "not available yet" page for screens later issues build', async () => {
    renderApp('/services/7', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'What we can pay for' });
    expect(screen.getByText('This part of the portal is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/claim');
  });

  it('opens the public pages signed out', async () => {
    const { router } = renderApp('/surveyvalidation');
    await screen.findByRole('heading', { level: 1, name: 'My self-assessment' });
    expect(router.state.location.pathname).toBe('/surveyvalidation');
  });
});
