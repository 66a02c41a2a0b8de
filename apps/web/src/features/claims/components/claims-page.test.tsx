import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@portal/contract';
import { businessError, holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';
import { claimA, claimB, renderApp } from '../../../test/render-app';
import { sessionStore } from '../../../lib/session-store';
import { claimsKeyPrefix } from '../../../api/get-claims';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

/** The page's own content: the footer has a list of links too (the accessibility statement's, issue 30). */
const main = () => within(screen.getByRole('main'));

const selectPath = endpoints.selectClaim.path;

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = mockApi();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderClaims(claims = [claimA, claimB]) {
  return renderApp('/claims', { signedIn: true, selectedClaim: null, claims });
}

describe('My Claims page', () => {
  it('shows one card per claim with number, date of accident and location, or "Not listed"', async () => {
    renderClaims();
    expect(screen.getByRole('heading', { level: 1, name: 'My Claims' })).toBeInTheDocument();
    expect(screen.getByText('Select the claim you would like to manage')).toBeInTheDocument();
    const cards = within(main().getByRole('list')).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('12/34567');
    expect(cards[0]).toHaveTextContent('14/03/2025');
    expect(cards[0]).toHaveTextContent('Princes Hwy, Geelong');
    expect(cards[1]).toHaveTextContent('12/34568');
    expect(cards[1]).toHaveTextContent('02/08/2023');
    expect(cards[1]).toHaveTextContent('Not listed');
    expect(
      screen.getByText('If a claim is missing from this list, please call TAC on 1300 654 329.'),
    ).toBeInTheDocument();
  });

  it('adds the missing-claim line and Sign out below the list only once the list is there (no layout shift)', async () => {
    api.on(endpoints.getClaims.path, { body: [claimA, claimB] });
    const release = holdAnswers(endpoints.getClaims.path);
    renderApp('/claims', { signedIn: true, selectedClaim: null, claims: 'pending' });
    expect(await screen.findByText('Loading your claims…')).toBeInTheDocument();
    expect(screen.queryByText(/If a claim is missing from this list/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of the portal' })).not.toBeInTheDocument();
    release();
    expect(await within(await screen.findByRole('main')).findByRole('list')).toBeInTheDocument();
    expect(screen.getByText(/If a claim is missing from this list/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of the portal' })).toBeInTheDocument();
  });

  it('ends each card with a "Manage this claim" call to action, part of its name (issue 10 item 12)', async () => {
    renderClaims();
    const cards = within(main().getByRole('list')).getAllByRole('button');
    for (const card of cards) {
      expect(card).toHaveAccessibleName(expect.stringMatching(/Manage this claim$/));
    }
  });

  it('hides the toolbar and footer links but still offers Sign out, which ends the session', async () => {
    api.on(endpoints.logout.path, { body: true });
    const { router } = renderClaims();
    // A branded bar without toolbar controls (issue 10 item 12): no menu, back, phone or home.
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('TAC');
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out of the portal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(api.bodies(endpoints.logout.path)).toEqual([{ AccessToken: 'test-token' }]);
  });

  it('selects the only claim by itself, stores it and goes to /claim', async () => {
    api.on(selectPath, { body: true });
    const { router } = renderClaims([claimA]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/claim'), slow);
    expect(api.bodies(selectPath)).toEqual([
      { AccessToken: 'test-token', Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong' },
    ]);
    expect(sessionStore.getSnapshot().claim).toEqual({
      Number: '12/34567',
      Date: '14/03/2025',
      ClaimCount: 1,
    });
  });

  it('waits for a choice among several claims and goes to /claim once selectclaim answers true', async () => {
    api.on(selectPath, { body: true });
    const { router } = renderClaims();
    await screen.findByRole('button', { name: /12\/34568/ }, slow);
    expect(api.bodies(selectPath)).toEqual([]);
    expect(router.state.location.pathname).toBe('/claims');

    // Keyboard: tab to the second card and press Enter.
    const user = userEvent.setup();
    screen.getByRole('button', { name: /12\/34567/ }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: /12\/34568/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/claim'), slow);
    expect(api.bodies(selectPath)).toEqual([
      { AccessToken: 'test-token', Number: '12/34568', Date: '02/08/2023', Location: '' },
    ]);
    // The number of claims comes with the choice, for the next full load's first paint.
    expect(sessionStore.getSnapshot().claim).toEqual({
      Number: '12/34568',
      Date: '02/08/2023',
      ClaimCount: 2,
    });
  });

  it('stays on /claims without storing a claim when selectclaim does not answer true', async () => {
    api.on(selectPath, { body: false });
    const { router } = renderClaims();

    await userEvent.click(screen.getByRole('button', { name: /12\/34568/ }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1), slow);
    expect(api.bodies(selectPath)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/claims');
    expect(sessionStore.getSnapshot().claim).toBeNull();
    expect(screen.getByRole('button', { name: /12\/34568/ })).toBeEnabled();
  });

  it('alerts a refused selection and stays on /claims', async () => {
    api.on(selectPath, businessError(100, 'Claim not found'));
    const { router } = renderClaims();

    await userEvent.click(screen.getByRole('button', { name: /12\/34567/ }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Claim not found\nError Code: 100'), slow);
    expect(router.state.location.pathname).toBe('/claims');
    expect(sessionStore.getSnapshot().claim).toBeNull();
  });

  it('alerts "Unable to retrieve claims..." and signs out when the list cannot load', async () => {
    api.on(endpoints.getClaims.path, businessError(100)).on(endpoints.logout.path, { body: true });
    const { router, queryClient } = renderClaims();
    // Drop the seeded list so the page really asks the server.
    await queryClient.resetQueries({ queryKey: claimsKeyPrefix });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(
      'Unable to retrieve claims. Please contact support if the issue persists.',
    );
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(api.bodies(endpoints.logout.path)).toEqual([{ AccessToken: 'test-token' }]);
  });

  it('says there is nothing to manage when the claimant has no claims', async () => {
    const { router } = renderClaims([]);
    expect(screen.getByText('There are no claims on your account to manage.')).toBeInTheDocument();
    expect(main().queryByRole('list')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/claims');
  });
});

describe('Switch claim', () => {
  it('deselects, forgets the selected claim and its cached answers, and lets another claim be chosen', async () => {
    api.on(endpoints.deselectClaim.path, { body: true }).on(selectPath, { body: true });
    const { router, queryClient } = renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });
    const oldClaimData = ['inbox', 'messages', 'test-token', claimA.Number];
    queryClient.setQueryData(oldClaimData, [{ Subject: 'For claim A' }]);

    await userEvent.click(await screen.findByRole('button', { name: /switch claim/i }, slow));

    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'), slow);
    expect(api.bodies(endpoints.deselectClaim.path)).toEqual([
      { AccessToken: 'test-token', Number: '12/34567', Date: '14/03/2025' },
    ]);
    expect(sessionStore.getSnapshot().claim).toBeNull();
    expect(api.bodies(selectPath)).toEqual([]);

    // /claims renders its list once the claims answer arrives, which can lag under load.
    await userEvent.click(await screen.findByRole('button', { name: /12\/34568/ }, slow));

    await waitFor(() => expect(router.state.location.pathname).toBe('/claim'), slow);
    expect(sessionStore.getSnapshot().claim).toEqual({
      Number: '12/34568',
      Date: '02/08/2023',
      ClaimCount: 2,
    });
    expect(queryClient.getQueryData(oldClaimData)).toBeUndefined();
  });

  it('keeps the claim when deselectclaim is refused', async () => {
    api.on(endpoints.deselectClaim.path, businessError(100, 'Not now'));
    const { router } = renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });

    await userEvent.click(await screen.findByRole('button', { name: /switch claim/i }, slow));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Not now\nError Code: 100'), slow);
    expect(router.state.location.pathname).toBe('/claim');
    expect(sessionStore.getSnapshot().claim).toEqual({ Number: '12/34567', Date: '14/03/2025' });
  });
});
