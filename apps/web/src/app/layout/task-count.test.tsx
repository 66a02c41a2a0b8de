import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@portal/contract';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** /inbox asks getmessages for its list: an empty answer keeps the test off the network (and alert-free). */
function renderInbox(options: Parameters<typeof renderApp>[1]) {
  const api = mockApi().on(endpoints.getMessages.path, { body: { Start: 0, End: 0, Total: 0, Items: [] } });
  return { api, ...renderApp('/inbox', options) };
}

describe('the count of things to do beside Home (issue 32)', () => {
  it('shows in the wide toolbar on Home, said in words to a screen reader', async () => {
    renderInbox({ signedIn: true, taskCount: 2, unreadCount: 3 });
    const links = await screen.findByRole('navigation', { name: 'Claim' });
    const home = within(links).getByRole('link', { name: /^Home\s*\(You have 2 things to do\)$/ });
    expect(home).toHaveAttribute('href', '/claim');
    expect(home.querySelector('[aria-hidden="true"]')).toHaveTextContent('2');
    // The inbox keeps its own badge.
    expect(within(links).getByRole('link', { name: /inbox/i })).toHaveTextContent('3');
  });

  it('shows in the side menu beside Home', async () => {
    renderInbox({ signedIn: true, taskCount: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /^Home\s*\(You have 1 thing to do\)$/ })).toHaveAttribute(
      'href',
      '/claim',
    );
  });

  it('shows nothing beside Home when nothing is to do', async () => {
    renderInbox({ signedIn: true, taskCount: 0 });
    const links = await screen.findByRole('navigation', { name: 'Claim' });
    expect(within(links).getByRole('link', { name: 'Home' })).not.toHaveTextContent(/\d/);
  });

  it('is asked of the server for the selected claim', async () => {
    const api = mockApi()
      .on(endpoints.getMessages.path, { body: { Start: 0, End: 0, Total: 0, Items: [] } })
      .on(endpoints.getTaskCount.path, { body: 4 });
    renderApp('/inbox', { signedIn: true, tasks: 'pending' });
    const links = await screen.findByRole('navigation', { name: 'Claim' });
    expect(
      await within(links).findByRole('link', { name: /^Home\s*\(You have 4 things to do\)$/ }),
    ).toBeInTheDocument();
    expect(api.bodies(endpoints.getTaskCount.path)[0]).toEqual({ AccessToken: 'test-token' });
  });
});
