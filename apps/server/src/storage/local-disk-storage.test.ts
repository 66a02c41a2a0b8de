import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
});
