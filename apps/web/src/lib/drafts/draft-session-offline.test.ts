import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { clearAllPreservedValues } from '../use-preserved-form-values';
import type { Connection } from './connection';
import { createDeviceDrafts } from './device-drafts';
import { createMemoryDeviceStore } from './device-store';
import { DatedDraft, createDraftSession, type DraftSource } from './draft-session';

interface Form {
  Title: string;
  Files: string[];
}
const empty: Form = { Title: '', Files: [] };

/** A connection the test switches; listeners hear it like 'online' and 'offline' events. */
function fakeConnection(isOnline = true) {
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

/** A source that answers every save at once, or fails it as the test says. */
function source(stored: Form | null = null) {
  let failure: unknown = null;
  const fake = {
    saved: [] as Form[],
    failNextWith(next: unknown) {
      failure = next;
    },
    load: vi.fn((): Promise<Form | DatedDraft<Form> | null> => Promise.resolve(stored)),
    save: vi.fn((values: Form) => {
      if (failure) {
        const refused = failure;
        failure = null;
        return Promise.reject(refused);
      }
      fake.saved.push(values);
      return Promise.resolve(true);
    }),
    discard: vi.fn(() => Promise.resolve(true)),
  } satisfies DraftSource<Form> & Record<string, unknown>;
  return fake;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(stored: Form | null = null, isOnline = true, survivesReload = true) {
  const store = createMemoryDeviceStore(survivesReload);
  const drafts = createDeviceDrafts(store, () => Promise.resolve('owner-a'));
  const device = drafts.copyFor<Form>('test-draft', '12/34567');
  const connection = fakeConnection(isOnline);
  const server = source(stored);
  const open = () =>
    createDraftSession<Form>({
      formKey: 'test-draft',
      scope: '12/34567',
      source: server,
      empty,
      browserFields: ['Title'],
      hasFiles: (values) => values.Files.length > 0,
      device,
      connection,
    });
  return { store, device, connection, server, open };
}

afterEach(() => clearAllPreservedValues());

describe('a draft while offline (issue 15)', () => {
  it('keeps changes on the device without calling the server, then saves them when back online', async () => {
    const { device, connection, server, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    draft.change((current) => ({ ...current, Title: 'Typed on the train' }));
    draft.change((current) => ({ ...current, Title: 'Typed on the train, more' }));
    await flush();
    expect(server.save).not.toHaveBeenCalled();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: true, isFormSaved: false, savedAt: null });
    expect((await device.read())?.values.Title).toBe('Typed on the train, more');

    connection.set(true);
    await flush();
    expect(server.saved).toEqual([{ Title: 'Typed on the train, more', Files: [] }]);
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: false, isFormSaved: true });
    expect(draft.getSnapshot().savedAt).not.toBeNull();
    expect(await device.read()).toBeNull();
  });

  it('treats a lost connection or a time-out as offline, and a 225 answer as a refusal', async () => {
    const { device, server, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    server.failNextWith(new ApiError('timeout', 0, []));
    draft.change((current) => ({ ...current, Title: 'A' }));
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: true, hasSaveFailed: false });
    expect((await device.read())?.values.Title).toBe('A');

    // The next change reaches the server: the device copy goes.
    draft.change((current) => ({ ...current, Title: 'AB' }));
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: false, isFormSaved: true });
    expect(await device.read()).toBeNull();

    server.failNextWith(new ApiError('business', 225, [{ Number: 100, Message: 'No' }]));
    draft.change((current) => ({ ...current, Title: 'ABC' }));
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: false, hasSaveFailed: true });
    expect(await device.read()).toBeNull();
  });

  it('puts a device copy over the server draft on the next open and sends it', async () => {
    const { device, server, open } = setup({ Title: 'Server', Files: ['f-1'] });
    await device.write({ Title: 'Device', Files: [] });
    const draft = open();
    draft.start();
    await flush();
    // The typed text wins; the files stay the server's.
    expect(draft.getSnapshot().values).toEqual({ Title: 'Device', Files: ['f-1'] });
    expect(server.saved).toEqual([{ Title: 'Device', Files: ['f-1'] }]);
    expect(draft.getSnapshot()).toMatchObject({ isFormSaved: true, isKeptOnDevice: false });
    expect(await device.read()).toBeNull();
  });

  it('opens from the device copy when the server cannot be reached, and says where it is', async () => {
    const { device, connection, server, open } = setup(null, false);
    server.load.mockImplementation(() => Promise.reject(new ApiError('transport', 0, [])));
    await device.write({ Title: 'Device', Files: [] });
    const draft = open();
    draft.start();
    await flush();
    expect(draft.getSnapshot()).toMatchObject({
      status: 'ready',
      values: { Title: 'Device' },
      isKeptOnDevice: true,
    });
    connection.set(true);
    await flush();
    expect(server.saved).toEqual([{ Title: 'Device', Files: [] }]);
    expect(await device.read()).toBeNull();
  });

  it('without a device copy, a load that fails offline still waits for Try again', async () => {
    const { server, open } = setup(null, false);
    server.load.mockImplementation(() => Promise.reject(new ApiError('transport', 0, [])));
    const draft = open();
    draft.start();
    await flush();
    expect(draft.getSnapshot().status).toBe('loadFailed');
  });

  it('drops the device copy when the draft is discarded or submitted', async () => {
    const { device, connection, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    draft.change((current) => ({ ...current, Title: 'Gone' }));
    await flush();
    expect(await device.read()).not.toBeNull();
    draft.complete();
    await flush();
    expect(await device.read()).toBeNull();
  });

  it('does not send the device copy after the form was left; the next open does', async () => {
    const { connection, server, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    draft.change((current) => ({ ...current, Title: 'Left offline' }));
    await flush();
    draft.dispose();
    connection.set(true);
    await flush();
    expect(server.save).not.toHaveBeenCalled();
    const again = open();
    again.start();
    await flush();
    expect(server.saved).toEqual([{ Title: 'Left offline', Files: [] }]);
  });
});

describe('leaving a draft kept on the device (issue 15)', () => {
  it('counts every change written to the device as saved, and a newer change as not yet', async () => {
    const { connection, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    draft.change((current) => ({ ...current, Title: 'Typed offline' }));
    // The write is on its way: not yet safe.
    expect(draft.getSnapshot()).toMatchObject({ isFormSaved: false, isSavedOnDevice: false });
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isFormSaved: false, isSavedOnDevice: true });
    draft.change((current) => ({ ...current, Title: 'Typed offline, more' }));
    expect(draft.getSnapshot().isSavedOnDevice).toBe(false);
    await flush();
    expect(draft.getSnapshot().isSavedOnDevice).toBe(true);
  });

  it('does not count a copy the device failed to write', async () => {
    const { store, connection, open } = setup();
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    vi.spyOn(store, 'set').mockRejectedValue(new Error('QuotaExceededError'));
    draft.change((current) => ({ ...current, Title: 'Too big for the device' }));
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: true, isSavedOnDevice: false });
  });

  it('never counts a copy in page memory (no IndexedDB) as saved, though it keeps it for the connection', async () => {
    const { connection, server, open } = setup(null, true, false);
    const draft = open();
    draft.start();
    await flush();
    connection.set(false);
    draft.change((current) => ({ ...current, Title: 'Typed offline' }));
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isKeptOnDevice: true, isSavedOnDevice: false });
    connection.set(true);
    await flush();
    expect(server.saved).toEqual([{ Title: 'Typed offline', Files: [] }]);
  });

  it('counts a form opened from its device copy as saved there', async () => {
    const { device, server, open } = setup(null, false);
    server.load.mockImplementation(() => Promise.reject(new ApiError('transport', 0, [])));
    await device.write({ Title: 'Device', Files: [] });
    const draft = open();
    draft.start();
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isFormSaved: false, isSavedOnDevice: true });
  });
});

describe('a device copy against a dated server draft (issue 15, ADR 0024)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the server draft saved after the copy was kept, and deletes the copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const { device, server, open } = setup();
    await device.write({ Title: 'Typed offline at 9:00', Files: [] });
    // Edited on another device at 9:05; this one opens the form at 9:10.
    vi.setSystemTime(new Date('2026-11-24T09:10:00Z'));
    server.load.mockResolvedValue(new DatedDraft({ Title: 'Edited elsewhere', Files: [] }, 5 * 60_000));
    const draft = open();
    draft.start();
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ values: { Title: 'Edited elsewhere' }, isFormSaved: true });
    expect(server.save).not.toHaveBeenCalled();
    expect(await device.read()).toBeNull();
  });

  it('puts a copy kept after the server last saved over it, and saves it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    const { device, server, open } = setup();
    await device.write({ Title: 'Typed offline at 9:00', Files: [] });
    vi.setSystemTime(new Date('2026-11-24T09:10:00Z'));
    // Last saved at 8:50, before the claimant went offline.
    server.load.mockResolvedValue(new DatedDraft({ Title: 'Saved at 8:50', Files: ['f-1'] }, 20 * 60_000));
    const draft = open();
    draft.start();
    await flush();
    expect(server.saved).toEqual([{ Title: 'Typed offline at 9:00', Files: ['f-1'] }]);
    expect(await device.read()).toBeNull();
  });
});
