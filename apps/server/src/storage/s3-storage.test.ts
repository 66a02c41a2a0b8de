import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3RVER_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from '../../test/support/s3-test-server.js';
import { FileNotFoundError, newStorageKey } from './file-storage.js';
import { PARTS_IN_FLIGHT, PART_SIZE_BYTES, S3Storage } from './s3-storage.js';

let server: S3TestServer;
let storage: S3Storage;

const storageUnder = (prefix: string, bucket = server.bucket) =>
  new S3Storage({
    bucket,
    prefix,
    region: 'us-east-1',
    endpoint: server.endpoint,
    credentials: S3RVER_CREDENTIALS,
  });

beforeAll(async () => {
  server = await startS3TestServer();
  storage = storageUnder('portal/files');
});
afterAll(async () => {
  storage.close();
  await server.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysBefore(target: S3Storage, before: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of target.keysWrittenBefore(before)) keys.push(key);
  return keys;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const inAMinute = () => new Date(Date.now() + 60_000);

describe('S3Storage against an S3-compatible server', () => {
  it('stores bytes and a stream under <prefix>/<key> and reads them back', async () => {
    const a = newStorageKey();
    const b = newStorageKey();
    await storage.put(a, new TextEncoder().encode('from bytes'));
    await storage.put(b, Readable.from([Buffer.from('from '), Buffer.from('a stream')]));
    expect((await readAll(await storage.get(a))).toString()).toBe('from bytes');
    expect((await readAll(await storage.get(b))).toString()).toBe('from a stream');

    const listed = await storage.client.send(
      new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'portal/files/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual(
      expect.arrayContaining([`portal/files/${a}`, `portal/files/${b}`]),
    );
  });

  it('streams a large file in parts, pulling the source only a few parts ahead of what was sent', async () => {
    const size = 24 * 1024 * 1024 + 321;
    const chunkSize = 256 * 1024;
    let pulled = 0;
    const whole = Buffer.alloc(size);
    for (let i = 0; i < size; i++) whole[i] = (i * 31 + (i >> 11)) & 0xff;
    const source = new Readable({
      read() {
        if (pulled >= size) return void this.push(null);
        const chunk = whole.subarray(pulled, Math.min(size, pulled + chunkSize));
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    // What the client sends, and how much of the source had been read when the first part went.
    const commands: string[] = [];
    const pulledAtPart: number[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        if (context.commandName === 'UploadPartCommand') pulledAtPart.push(pulled);
        return next(args);
      },
      { step: 'initialize', name: 'watchCommands' },
    );
    const key = newStorageKey();
    try {
      await storage.put(key, source);
    } finally {
      storage.client.middlewareStack.remove('watchCommands');
    }

    expect(commands.filter((name) => name === 'CreateMultipartUploadCommand')).toHaveLength(1);
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(5);
    expect(commands.filter((name) => name === 'CompleteMultipartUploadCommand')).toHaveLength(1);
    // Never the whole file in memory: when part n leaves, the source has been read at most the parts in
    // flight (and a few chunks of stream buffers) beyond the parts already sent.
    pulledAtPart.forEach((pulledThen, index) => {
      expect(pulledThen).toBeLessThanOrEqual((index + PARTS_IN_FLIGHT) * PART_SIZE_BYTES + 4 * chunkSize);
    });
    expect(pulledAtPart[0]).toBeLessThan(size / 2);
    const back = await readAll(await storage.get(key));
    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(sha256(whole));
  });

  it('stores a stream whole when it carries a size of its own, as the upload inspector does', async () => {
    // lib-storage would take `size` (0 when the upload starts) for the body's length.
    const counting = Object.assign(new PassThrough(), { size: 0 });
    const bytes = Buffer.alloc(PART_SIZE_BYTES + 1000, 7);
    const key = newStorageKey();
    const stored = storage.put(key, counting);
    counting.end(bytes);
    await stored;
    expect((await readAll(await storage.get(key))).equals(bytes)).toBe(true);
  });

  it('stores nothing when the stream fails, before or after parts were sent, and rejects with its own error', async () => {
    class Refused extends Error {}
    for (const sentBeforeFailing of [1024, PART_SIZE_BYTES + 1024]) {
      const key = newStorageKey();
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= sentBeforeFailing) return void this.destroy(new Refused('over the limit'));
          sent += 64 * 1024;
          this.push(Buffer.alloc(64 * 1024, 1));
        },
      });
      // After a part was sent the multipart upload is aborted; s3rver refuses the abort (405), which
      // must not hide why the upload failed.
      await expect(storage.put(key, failing)).rejects.toBeInstanceOf(Refused);
      await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    }
  });

  it('reports a missing key as FileNotFoundError and deletes idempotently, saying whether bytes were there', async () => {
    const key = newStorageKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.put(key, new Uint8Array([1]));
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that could leave the prefix', async () => {
    for (const key of ['../../etc/passwd', 'a/b', '', 'short']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('lists only its own complete keys written before a time', async () => {
    const own = storageUnder('listing');
    const other = storageUnder('listing-other');
    const key = newStorageKey();
    await own.put(key, new Uint8Array([1, 2]));
    await other.put(newStorageKey(), new Uint8Array([3]));
    // Something in the bucket that is no key of ours is never listed (and so never swept).
    await own.client.send(
      new PutObjectCommand({ Bucket: server.bucket, Key: 'listing/notes.txt', Body: 'x' }),
    );

    expect(await keysBefore(own, inAMinute())).toEqual([key]);
    expect(await keysBefore(own, new Date(Date.now() - 60 * 60_000))).toEqual([]);
    own.close();
    other.close();
  });

  it('answers zero unfinished writes where the service cannot list multipart uploads', async () => {
    // s3rver answers ListMultipartUploads with 501 NotImplemented.
    expect(await storage.removeUnfinishedWrites(inAMinute())).toEqual({ removed: 0, failed: 0 });
  });

  it('is reachable with its bucket, and not with a bucket that does not exist', async () => {
    await expect(storage.checkReachable()).resolves.toBeUndefined();
    const missing = storageUnder('', 'no-such-bucket');
    await expect(missing.checkReachable()).rejects.toThrow();
    // A missing bucket is a misconfiguration, never reported as a missing file.
    await expect(missing.get(newStorageKey())).rejects.not.toBeInstanceOf(FileNotFoundError);
    missing.close();
  });
});
