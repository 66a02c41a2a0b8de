import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Connection } from '../drafts/connection';
import { useSubmitSequence } from './use-submit-sequence';

function fakeConnection(isOnline: boolean) {
  const listeners = new Set<() => void>();
  const connection: Connection & { set: (online: boolean) => void } = {
    isOnline: () => isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(online) {
      isOnline = online;
      for (const listener of listeners) listener();
    },
  };
  return connection;
}

function uploads(hasWaitingFiles = false) {
  return {
    isUploading: () => false,
    whenSettled: () => Promise.resolve(),
    hasWaitingFiles: () => hasWaitingFiles,
  };
}

describe('submit while offline (issue 15: nothing is ever submitted offline)', () => {
  it('says why and never runs the submit while offline', async () => {
    const connection = fakeConnection(false);
    const files = uploads();
    const { result } = renderHook(() => useSubmitSequence(files, { isKeptOnDevice: false }, connection));
    expect(result.current.blockedReason).toBe('You are offline. You can submit once you are back online.');
    const submit = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(submit));
    expect(submit).not.toHaveBeenCalled();

    act(() => connection.set(true));
    expect(result.current.blockedReason).toBeNull();
    await act(() => result.current.run(submit));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('waits while a draft or a file is only on the device', async () => {
    const connection = fakeConnection(true);
    const submit = vi.fn(() => Promise.resolve());
    const waitingFile = renderHook(() =>
      useSubmitSequence(uploads(true), { isKeptOnDevice: false }, connection),
    );
    expect(waitingFile.result.current.blockedReason).toBe(
      'Some of your changes are still only on this device. You can submit once they are sent.',
    );
    await act(() => waitingFile.result.current.run(submit));
    const keptDraft = renderHook(() => useSubmitSequence(uploads(), { isKeptOnDevice: true }, connection));
    expect(keptDraft.result.current.blockedReason).not.toBeNull();
    await act(() => keptDraft.result.current.run(submit));
    expect(submit).not.toHaveBeenCalled();
  });

  it('does not submit when the connection drops while it waits for uploads', async () => {
    const connection = fakeConnection(true);
    let settle: () => void = () => undefined;
    const files = {
      isUploading: () => true,
      whenSettled: () => new Promise<void>((resolve) => (settle = resolve)),
      hasWaitingFiles: () => false,
    };
    const { result } = renderHook(() => useSubmitSequence(files, undefined, connection));
    const submit = vi.fn(() => Promise.resolve());
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(submit);
    });
    act(() => connection.set(false));
    await act(async () => {
      settle();
      await running;
    });
    expect(submit).not.toHaveBeenCalled();
  });
});
