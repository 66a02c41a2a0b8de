import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, messages } from '@portal/contract';
import { holdAnswers, mockApi } from '../../test/mock-api';
import { claimA, claimB, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** /inbox asks getmessages for its list: an empty answer keeps the test off the network (and alert-free). */
function renderInbox(options: Parameters<typeof renderApp>[1]) {
  mockApi().on(endpoints.getMessages.path, { body: { Start: 0, End: 0, Total: 0, Items: [] } });
  return renderApp('/inbox', options);
}

describe('shared layout (spec part 1 §2 "Layout shared by all screens")', () => {
  it('shows Terms & Conditions, Privacy Policy, Accessibility and Version 1.5.32 in the footer', async () => {
    renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Version 1.5.32')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('hides the toolbar and the footer links of the spec on the claims page, keeping a branded header', async () => {
    // Two claims: with one, the page would choose it by itself (selectclaim) and leave for /claim.
    renderApp('/claims', { signedIn: true, selectedClaim: null, claims: [claimA, claimB] });
    await screen.findByRole('heading', { level: 1, name: 'My Claims' });
    // Issue 10 item 12: the provider's name heads the page, but no toolbar control is there.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('TAC')).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    // The accessibility statement stays (issue 30, ADR 0007); Terms & Conditions and Privacy Policy go.
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accessibility']);
    expect(within(footer).getByText('Version 1.5.32')).toBeInTheDocument();
  });

  it('shows the signed-in links with the unread badge on claim screens', async () => {
    renderInbox({ signedIn: true, unreadCount: 3 });
    const links = await screen.findByRole('navigation', { name: 'Claim' });
    expect(within(links).getByRole('link', { name: /inbox/i })).toHaveTextContent('3');
    for (const name of [
      'Home',
      'Send documents',
      'Claim reimbursement',
      'Send a message',
      'What we can pay for',
      'Personal details',
    ]) {
      expect(within(links).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(links).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('puts the back-to-top link inside the main landmark, not after the footer (issue 10 item 7)', async () => {
    renderApp('/login');
    const main = await screen.findByRole('main');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(within(main).getByRole('link', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('hides the header when the URL carries nh=1', async () => {
    renderApp('/login?nh=1');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('hides the header for the nh=1 matrix parameter on the mobile sign-in', async () => {
    renderApp('/login/m;nh=1');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('isMobileApp')).toBe('true');
  });

  it('hides the footer too with nh=1 on the terms page', async () => {
    renderApp('/disclaimer?nh=1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the phone link on signed-out pages', async () => {
    renderApp('/login');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: /1300 654 329/ })).toHaveAttribute(
      'href',
      'tel:1300654329',
    );
  });

  it('offers SWITCH CLAIM in the claim header only when the user has more than one claim', async () => {
    const first = renderApp('/claim', { signedIn: true, claims: [claimA] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /switch claim/i })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });
    expect(await screen.findByRole('button', { name: /switch claim/i })).toBeInTheDocument();
  });

  it('draws SWITCH CLAIM before the claims list arrives when the claim was chosen from several', async () => {
    // A full load: the list is still on its way, so the count stored with the choice decides
    // (issue 15: the button must not appear later and push the title onto more lines).
    mockApi();
    const release = holdAnswers(endpoints.getClaims.path);
    renderApp('/claim', { signedIn: true, selectedClaim: { ...claimA, ClaimCount: 2 }, claims: 'pending' });
    expect(await screen.findByRole('button', { name: /switch claim/i })).toBeInTheDocument();
    release();
  });

  it('shows the claim number and date of accident in the claim header', async () => {
    renderInbox({ signedIn: true });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('12/34567')).toBeInTheDocument();
    expect(within(banner).getByText('14/03/2025')).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
  });

  it('renders exactly one h1 on a claim screen', async () => {
    renderInbox({ signedIn: true });
    await screen.findByRole('banner');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens the side menu as a dialog with the claim, moves focus into it and closes on Escape', async () => {
    const user = userEvent.setup();
    renderInbox({ signedIn: true, claims: [claimA, claimB] });
    const menuButton = await screen.findByRole('button', { name: /menu/i });
    // aria-controls points only at a menu that is in the page (issue 30 item 8).
    expect(menuButton).not.toHaveAttribute('aria-controls');
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog');
    expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    // Named by what opened it, not by the claimant's first name shown as its heading (issue 30 item 8).
    expect(dialog).toHaveAccessibleName(messages.shell.toolbar.menu);
    expect(within(dialog).getByText('12/34567')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /switch claim/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
