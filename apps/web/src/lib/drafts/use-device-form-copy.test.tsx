import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Connection } from './connection';
import { createDeviceDrafts } from './device-drafts';
import { createMemoryDeviceStore } from './device-store';
import { useDeviceFormCopy } from './use-device-form-copy';

interface Enquiry {
  Message: string;
}

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

function setup(isOnline: boolean) {
  const device = createDeviceDrafts(createMemoryDeviceStore(), () =>
    Promise.resolve('owner-a'),
  ).copyFor<Enquiry>('contact-us-form', '12/34567');
  const connection = fakeConnection(isOnline);
  const restored: Enquiry[] = [];
  const hook = renderHook(
    ({ values }: { values: Enquiry }) =>
      useDeviceFormCopy('contact-us-form', '12/34567', values, (kept) => restored.push(kept), {
        device,
        connection,
      }),
    { initialProps: { values: { Message: '' } } },
  );
  return { device, connection, restored, hook };
}

describe('the device copy of a form with no server draft (contact us, issue 15)', () => {
  it('keeps nothing while online and nothing was typed offline', async () => {
    const { device, hook } = setup(true);
    hook.rerender({ values: { Message: 'Hello' } });
    await act(() => Promise.resolve());
    expect(await device.read()).toBeNull();
    expect(hook.result.current.isKeptOnDevice).toBe(false);
  });

  it('keeps what is typed offline, says so, and keeps later changes until it is sent', async () => {
    const { device, connection, hook } = setup(false);
    await act(() => Promise.resolve());
    hook.rerender({ values: { Message: 'Typed offline' } });
    await waitFor(() => expect(hook.result.current.isKeptOnDevice).toBe(true));
    expect((await device.read())?.values).toEqual({ Message: 'Typed offline' });

    act(() => connection.set(true));
    expect(hook.result.current.isKeptOnDevice).toBe(false);
    hook.rerender({ values: { Message: 'Typed offline, then online' } });
    await waitFor(async () =>
      expect((await device.read())?.values).toEqual({ Message: 'Typed offline, then online' }),
    );

    act(() => hook.result.current.clear());
    await waitFor(async () => expect(await device.read()).toBeNull());
  });

  it('puts a kept copy back when the form opens', async () => {
    const device = createDeviceDrafts(createMemoryDeviceStore(), () =>
      Promise.resolve('owner-a'),
    ).copyFor<Enquiry>('contact-us-form', '12/34567');
    await device.write({ Message: 'From last time' });
    const restored: Enquiry[] = [];
    renderHook(() =>
      useDeviceFormCopy('contact-us-form', '12/34567', { Message: '' }, (kept) => restored.push(kept), {
        device,
        connection: fakeConnection(true),
      }),
    );
    await waitFor(() => expect(restored).toEqual([{ Message: 'From last time' }]));
  });
});
