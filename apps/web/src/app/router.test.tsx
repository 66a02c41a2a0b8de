import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@portal/contract';
import { mockApi } from '../test/mock-api';
import { claimA, claimB, renderApp } from '../test/render-app';
import { routeTable } from './route-table';
import { NotAvailablePage } from './not-available-page';
import { registeredScreen } from './screen-registry';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Two claims wherever a signed-in test lands on My Claims: with one, the page chooses it by itself
 * (selectclaim, spec part 1 §4) and leaves for /claim while the test looks at /claims.
 */
const twoClaims = [claimA, claimB];

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
    const { router } = renderApp('/no-such-page', { signedIn: true, claims: twoClaims });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('sends a signed-in user who opens /login to /claims', async () => {
    const { router } = renderApp('/login', { signedIn: true, selectedClaim: null, claims: twoClaims });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('sends a signed-in user without a selected claim from a claim screen to /claims', async () => {
    const { router } = renderApp('/inbox', { signedIn: true, selectedClaim: null, claims: twoClaims });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('opens /sent-items only with the sent-data marker', async () => {
    // The list's calls answered (empty), so nothing reaches the network or alerts.
    mockApi()
      .on(endpoints.getSentItems.path, { body: { Start: 0, End: 0, Total: 0, SentItems: [] } })
      .on(endpoints.dropdownList.path, { body: { Items: [] } });
    const first = renderApp('/sent-items', { signedIn: true, claims: twoClaims });
    // Without the marker the guard sends it to /login, which sends a signed-in user on to /claims.
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    expect(first.router.state.location.pathname).toBe('/claims');
    first.unmount();

    const second = renderApp('/sent-items', { signedIn: true, state: { sentData: true } });
    await screen.findByRole('heading', { level: 1, name: 'Sent Items' });
    expect(second.router.state.location.pathname).toBe('/sent-items');
  });

  it('has a screen for every route of the table: part 2 is complete', () => {
    expect(routeTable.filter((route) => !registeredScreen(route.screen)).map((route) => route.path)).toEqual(
      [],
    );
  });

  it('would show a "not available yet" page for a route whose screen is missing', async () => {
    const meta = routeTable.find((route) => route.access === 'claim')!;
    render(
      <MemoryRouter>
        <NotAvailablePage meta={meta} />
      </MemoryRouter>,
    );
    expect(screen.getByText('This part of the portal is not available yet.')).toBeInTheDocument();
    // Signed out here, so home is the sign-in page.
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/login');
  });

  it('opens the public pages signed out', async () => {
    const { router } = renderApp('/surveyvalidation');
    await screen.findByRole('heading', { level: 1, name: 'My self-assessment' });
    expect(router.state.location.pathname).toBe('/surveyvalidation');
  });
});
