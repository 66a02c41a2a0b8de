import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, newStorageKey } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

let root: string;
let storage: LocalDiskStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalDiskStorage', () => {
  it('stores bytes and streams under a random key and reads them back', async () => {
    const a = newStorageKey();
    const b = newStorageKey();
    expect(a).not.toBe(b);
    await storage.put(a, new TextEncoder().encode('from bytes'));
    await storage.put(b, Readable.from([Buffer.from('from '), Buffer.from('a stream')]));
    expect(await readAll(await storage.get(a))).toBe('from bytes');
    expect(await readAll(await storage.get(b))).toBe('from a stream');
  });

  it('leaves no partial files behind', async () => {
    const key = newStorageKey();
    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect(readdirSync(join(root, key.slice(0, 2)))).toEqual([key]);
  });

  it('reports a missing key as FileNotFoundError and deletes idempotently, saying whether bytes were there', async () => {
    const key = newStorageKey();
    await storage.put(key, new Uint8Array([1]));
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that could leave the storage folder', async () => {
    for (const key of ['../../etc/passwd', 'a/b', '', 'short']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('Invalid storage key');
    }
  });

  it('lists complete keys and removes unfinished writes last written before a time, leaving newer ones', async () => {
    const old = newStorageKey();
    const recent = newStorageKey();
    await storage.put(old, new Uint8Array([1]));
    await storage.put(recent, new Uint8Array([2]));
    const partialOld = join(root, old.slice(0, 2), `${old}.aaaaaaaa.partial`);
    const partialRecent = join(root, recent.slice(0, 2), `${recent}.bbbbbbbb.partial`);
    writeFileSync(partialOld, 'cut');
    writeFileSync(partialRecent, 'cut');
    // A stray folder entry that is no key and no write is never touched.
    mkdirSync(join(root, 'zz'), { recursive: true });
    writeFileSync(join(root, 'zz', 'notes.txt'), 'x');
    const longAgo = new Date('2020-01-01T00:00:00Z');
    for (const path of [join(root, old.slice(0, 2), old), partialOld, join(root, 'zz', 'notes.txt')]) {
      utimesSync(path, longAgo, longAgo);
    }
    const cutoff = new Date('2021-01-01T00:00:00Z');

    const keys: string[] = [];
    for await (const key of storage.keysWrittenBefore(cutoff)) keys.push(key);
    expect(keys).toEqual([old]);
    expect(await storage.removeUnfinishedWrites(cutoff)).toEqual({ removed: 1, failed: 0 });
    expect(readdirSync(join(root, old.slice(0, 2)))).not.toContain(`${old}.aaaaaaaa.partial`);
    expect(readdirSync(join(root, recent.slice(0, 2)))).toContain(`${recent}.bbbbbbbb.partial`);
    expect(readdirSync(join(root, 'zz'))).toEqual(['notes.txt']);
  });

  it('lists nothing and removes nothing before anything was stored', async () => {
    const empty = new LocalDiskStorage(join(root, 'never-created'));
    const keys: string[] = [];
    for await (const key of empty.keysWrittenBefore(new Date())) keys.push(key);
    expect(keys).toEqual([]);
    expect(await empty.removeUnfinishedWrites(new Date())).toEqual({ removed: 0, failed: 0 });
  });
});
