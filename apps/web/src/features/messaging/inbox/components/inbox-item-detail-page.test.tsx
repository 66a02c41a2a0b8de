import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@portal/contract';
import { mockApi, type MockApi } from '../../../../test/mock-api';
import { claimA, renderApp } from '../../../../test/render-app';
import { inboxMessage, messagesPage } from '../inbox-fixture';

const slow = { timeout: 5_000 };
const markPath = endpoints.markAsRead.path;
const countPath = endpoints.getUnreadMessageCount.path;

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  sessionStorage.setItem('isMobileApp', 'true');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mobile-app message page /inbox-item-detail (spec part 2 §2, §4)', () => {
  it('shows the message from route state and marks it read on opening', async () => {
    api.on(markPath, { body: true }).on(countPath, { body: 0 });
    const message = inboxMessage(5, {
      Subject: 'Your appointment',
      Message: 'See www.example.org for directions',
      Read: false,
      Attachments: [{ Filename: 'map.pdf', FileID: 'f5' }],
    });
    renderApp('/inbox-item-detail', { signedIn: true, state: { message }, unreadCount: 2 });
    const detail = await screen.findByRole('region', { name: 'Message details' }, slow);
    expect(within(detail).getByRole('heading', { level: 2, name: 'Your appointment' })).toBeInTheDocument();
    expect(within(detail).getByText('Claim number').nextElementSibling).toHaveTextContent(claimA.Number);
    expect(within(detail).getByRole('link', { name: /www\.example\.org/ })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    );
    expect(within(detail).getByRole('button', { name: 'Download map.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies(markPath)).toHaveLength(1), slow);
    expect(api.bodies(markPath)[0]).toMatchObject({ MessageId: 'm5' });
    await waitFor(() => expect(api.bodies(countPath)).toHaveLength(1), slow);
  });

  it('does not mark a message that is already read', async () => {
    api.on(markPath, { body: true });
    renderApp('/inbox-item-detail', { signedIn: true, state: { message: inboxMessage(6) } });
    await screen.findByRole('region', { name: 'Message details' }, slow);
    expect(api.bodies(markPath)).toHaveLength(0);
  });

  it('goes back to the inbox without a message in route state', async () => {
    api.on(endpoints.getMessages.path, { body: messagesPage(0, 1, 1) });
    const { router } = renderApp('/inbox-item-detail', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow)).toBeInTheDocument();
    expect(api.bodies(markPath)).toHaveLength(0);
  });
});
