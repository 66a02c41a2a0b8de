import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages } from '@portal/contract';
import { mockApi, type MockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { messagesPage } from '../inbox-fixture';

/** Issue 10 items 8 and 10: focus after Load more, the counts and texts of a search that matches nothing. */

const slow = { timeout: 5_000 };
const messagesPath = endpoints.getMessages.path;
const t = messages.inbox;

let api: MockApi;

/** A matchMedia stand-in: wide (>= 1000 px) or narrow. */
function stubWidth(isWide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isWide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  api = mockApi();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openInbox() {
  renderApp('/inbox', { signedIn: true });
  return screen.findByRole('list', { name: t.listLabel }, slow);
}

describe('inbox after Load more', () => {
  it('moves focus to the first row the new page added', async () => {
    api.on(messagesPath, { body: messagesPage(0, 10, 25) }, { body: messagesPage(10, 20, 25) });
    const user = userEvent.setup();
    await openInbox();
    screen.getByRole('button', { name: t.loadMore }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Showing 1 - 20 of 25', {}, slow);
    const rows = within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('button');
    expect(rows[10]).toHaveFocus();
  });
});

describe('inbox search that matches nothing', () => {
  it('keeps the whole inbox in "You have N messages", shows 0 of 0 and says no message matches', async () => {
    stubWidth(true);
    api.on(messagesPath, { body: messagesPage(0, 10, 27) }, { body: messagesPage(0, 0, 0) });
    const user = userEvent.setup();
    await openInbox();
    expect(screen.getByText(t.noSelection)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: t.search }), 'nothing like this');
    await user.click(screen.getByRole('button', { name: t.search }));

    expect(await screen.findByText(t.noMatch, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You have 27 messages')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
    expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
    // Nothing to select: no "Select a message" beside the empty list.
    expect(screen.queryByText(t.noSelection)).not.toBeInTheDocument();
  });

  it('still says the inbox is empty when it holds no message at all', async () => {
    stubWidth(true);
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    renderApp('/inbox', { signedIn: true });
    expect(await screen.findByText(t.empty, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You have 0 messages')).toBeInTheDocument();
    expect(screen.queryByText(t.noSelection)).not.toBeInTheDocument();
  });
});
