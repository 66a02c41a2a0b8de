import { act, render, screen } from '@testing-library/react';
import { messages } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

let isOnline: boolean;

/** What the browser does when the network goes or comes back: flips onLine, then fires the event. */
function goOnline(online: boolean): void {
  isOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
});

describe('the offline notice (issue 15)', () => {
  it('says nothing while the browser is online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the contract’s notice when the page opens offline', () => {
    isOnline = false;
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.shell.offline);
  });

  it('appears when the network goes and leaves when it comes back', () => {
    render(<OfflineNotice />);
    act(() => goOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(messages.shell.offline);
    act(() => goOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
