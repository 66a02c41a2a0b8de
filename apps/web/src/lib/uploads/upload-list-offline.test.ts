import { describe, expect, it, vi } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/contract';
import type { Connection } from '../drafts/connection';
import { createDeviceDrafts } from '../drafts/device-drafts';
import { createMemoryDeviceStore } from '../drafts/device-store';
import { createUploadList, uploadStateText, type UploadTarget } from './upload-list';

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

/** An upload target whose uploads the test drives. */
function scriptedTarget() {
  const uploads: {
    file: File;
    progress: (percent: number) => void;
    answer: (id: string) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const target: UploadTarget & { uploads: typeof uploads } = {
    uploads,
    upload: (file, onProgress) =>
      new Promise<string>((resolve, reject) => {
        uploads.push({ file, progress: onProgress, answer: resolve, fail: reject });
      }),
    discard: vi.fn(() => Promise.resolve(true)),
  };
  return target;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(isOnline: boolean, startOnAdd = true) {
  const store = createMemoryDeviceStore();
  const device = createDeviceDrafts(store, () => Promise.resolve('owner-a')).filesFor('documents-draft', '1');
  const connection = fakeConnection(isOnline);
  const target = scriptedTarget();
  const onRefused = vi.fn();
  const onStoredChange = vi.fn();
  const list = createUploadList({ target, device, connection, onRefused, onStoredChange, startOnAdd });
  return { store, device, connection, target, list, onRefused, onStoredChange };
}

const pdf = (name = 'letter.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('files chosen offline (issue 15)', () => {
  it('wait in the device storage, then upload through the same path when back online', async () => {
    const { device, connection, target, list, onStoredChange } = setup(false);
    expect(list.add(pdf())).toBe(true);
    await flush();
    const [entry] = list.getSnapshot();
    expect(entry?.state).toBe('waitingOffline');
    expect(uploadStateText(entry!)).toBe('Waiting to upload — you are offline');
    expect(target.uploads).toHaveLength(0);
    expect(list.hasWaitingFiles()).toBe(true);
    expect((await device.list()).map((kept) => kept.file.name)).toEqual(['letter.pdf']);

    connection.set(true);
    list.resume();
    expect(list.getSnapshot()[0]?.state).toBe('uploading');
    target.uploads[0]!.progress(40);
    expect(uploadStateText(list.getSnapshot()[0]!)).toBe('Uploading 40%');
    target.uploads[0]!.answer('file-1');
    await flush();
    expect(list.getSnapshot()[0]).toMatchObject({ state: 'checked', fileId: 'file-1' });
    expect(onStoredChange).toHaveBeenLastCalledWith([{ Filename: 'letter.pdf', FileID: 'file-1' }]);
    expect(list.hasWaitingFiles()).toBe(false);
    expect(await device.list()).toEqual([]);
  });

  it('checks size and type before keeping anything on the device', async () => {
    const { store, list, onRefused } = setup(false);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES });
    expect(list.add(big)).toBe(false);
    expect(list.add(new File(['x'], 'program.exe'))).toBe(false);
    await flush();
    expect(onRefused).toHaveBeenCalledTimes(2);
    expect(store.size()).toBe(0);
    expect(list.getSnapshot()).toEqual([]);
  });

  it('keeps a file whose upload the lost connection cut off, instead of failing it', async () => {
    const { device, connection, target, list } = setup(true);
    list.add(pdf());
    connection.set(false);
    target.uploads[0]!.fail(new TypeError('Failed to fetch'));
    await flush();
    expect(list.getSnapshot()[0]?.state).toBe('waitingOffline');
    expect(await device.list()).toHaveLength(1);
  });

  it('fails a file as before when the server refuses it while online', async () => {
    const { device, target, list } = setup(true);
    list.add(pdf());
    target.uploads[0]!.fail(new TypeError('Failed to fetch'));
    await flush();
    expect(list.getSnapshot()[0]?.state).toBe('failed');
    expect(await device.list()).toEqual([]);
  });

  it('shows files a previous visit left on the device after the draft loads, and uploads them', async () => {
    const { device, target, list } = setup(true);
    await device.put(pdf('kept.pdf'));
    list.setAttached([{ Filename: 'stored.pdf', FileID: 'file-0' }]);
    await flush();
    expect(list.getSnapshot().map((entry) => [entry.filename, entry.state])).toEqual([
      ['stored.pdf', 'attached'],
      ['kept.pdf', 'uploading'],
    ]);
    expect(await target.uploads[0]!.file.text()).toBe('%PDF-1.4');
  });

  it('drops the device copy when the claimant removes a waiting file', async () => {
    const { device, list } = setup(false);
    list.add(pdf());
    await flush();
    await list.remove(list.getSnapshot()[0]!.key);
    await flush();
    expect(await device.list()).toEqual([]);
  });
});

describe('a queued list (contact us) offline (issue 15)', () => {
  it('keeps a file picked offline on the device, still queued for Submit, and uploads nothing', async () => {
    const { device, connection, target, list } = setup(false, false);
    list.add(pdf('enquiry.pdf'));
    await flush();
    const [entry] = list.getSnapshot();
    expect(entry).toMatchObject({ state: 'queued', filename: 'enquiry.pdf' });
    expect(entry?.deviceId).toEqual(expect.any(String));
    expect((await device.list()).map((kept) => kept.file.name)).toEqual(['enquiry.pdf']);
    // Back online nothing moves: a queued list sends its files with the form, and Submit is not held.
    connection.set(true);
    list.resume();
    expect(target.uploads).toHaveLength(0);
    expect(list.hasWaitingFiles()).toBe(false);
  });

  it('keeps nothing for a file picked online', async () => {
    const { store, list } = setup(true, false);
    list.add(pdf());
    await flush();
    expect(list.getSnapshot()[0]?.deviceId).toBeUndefined();
    expect(store.size()).toBe(0);
  });

  it('puts kept files back as queued when the form opens again, without duplicates', async () => {
    const first = setup(false, false);
    first.list.add(pdf('one.pdf'));
    first.list.add(pdf('two.pdf'));
    await flush();
    // A reload: a new list over the same device storage.
    const list = createUploadList({ target: scriptedTarget(), device: first.device, startOnAdd: false });
    await Promise.all([list.restore(), list.restore()]);
    await list.restore();
    expect(list.getSnapshot().map((entry) => [entry.filename, entry.state])).toEqual([
      ['one.pdf', 'queued'],
      ['two.pdf', 'queued'],
    ]);
    expect(await list.getSnapshot()[0]!.file!.text()).toBe('%PDF-1.4');
  });

  it('keeps the copy through a failed submission and deletes it once the form is sent', async () => {
    const { device, connection, list } = setup(false, false);
    list.add(pdf());
    await flush();
    connection.set(true);
    const formTarget = scriptedTarget();
    const sending = list.sendQueued(formTarget);
    formTarget.uploads[0]!.answer('file-1');
    await sending;
    // The enquiry's last call failed: the file goes again with the next attempt, still kept.
    list.requeue();
    await flush();
    expect(list.getSnapshot()[0]?.state).toBe('queued');
    expect(await device.list()).toHaveLength(1);
    list.reset();
    await flush();
    expect(await device.list()).toEqual([]);
  });

  it('drops the copy when the claimant removes the queued file', async () => {
    const { device, list } = setup(false, false);
    list.add(pdf());
    await flush();
    await list.remove(list.getSnapshot()[0]!.key);
    await flush();
    expect(await device.list()).toEqual([]);
  });
});
