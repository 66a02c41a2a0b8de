import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';

// The banner reads the app's update store; here a stand-in the test can flip.
const store = vi.hoisted(() => ({ isAvailable: false, listeners: new Set<() => void>() }));
const applyUpdate = vi.hoisted(() => vi.fn());
vi.mock('../../lib/service-worker', () => ({
  isUpdateAvailable: () => store.isAvailable,
  subscribeToUpdates: (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
  applyUpdate,
}));

function makeAvailable(): void {
  store.isAvailable = true;
  for (const listener of store.listeners) listener();
}

const copy = messages.shell.appUpdate;

beforeEach(() => {
  store.isAvailable = false;
  store.listeners.clear();
});

describe('the update prompt (spec part 1 §4 "App update")', () => {
  it('offers nothing while no new version is ready', () => {
    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('appears in the status region with the contract’s words when a new version is ready', () => {
    render(<UpdateBanner />);
    act(makeAvailable);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(copy.available);
    expect(screen.getByRole('button', { name: copy.apply })).toBeInTheDocument();
  });

  it('applies the update when the user asks for it', async () => {
    store.isAvailable = true;
    render(<UpdateBanner />);
    await userEvent.click(screen.getByRole('button', { name: copy.apply }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
