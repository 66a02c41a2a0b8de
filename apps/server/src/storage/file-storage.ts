import type { Readable } from 'node:stream';
import { randomToken } from '../lib/ids.js';

/**
 * Where file contents live. The database holds only metadata and the storage key (stored_files);
 * keys are random, never derived from a file name, so a name can never steer a path.
 */
export interface FileStorage {
  put(key: string, content: Readable | Uint8Array): Promise<void>;
  /** Throws FileNotFoundError when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /**
   * Deleting a key that holds nothing is not an error; answers whether bytes were there (the upload
   * sweep counts what it removed).
   */
  delete(key: string): Promise<boolean>;
  /**
   * Keys of the complete files last written before `before`, in no set order. The upload sweep asks
   * for them to find bytes no stored_files row names (a crash between storing and recording).
   */
  keysWrittenBefore(before: Date): AsyncIterable<string>;
  /**
   * Deletes what writes that never finished left behind (the process stopped mid-upload) when last
   * written before `before`; answers how many were removed and how many could not be.
   */
  removeUnfinishedWrites(before: Date): Promise<{ removed: number; failed: number }>;
  /** Throws when the store cannot be used (readiness, /readyz); cheap enough to ask every few seconds. */
  checkReachable(signal?: AbortSignal): Promise<void>;
  /** Releases connections when the app closes (the S3 client's sockets); nothing to do on local disk. */
  close?(): void;
}

export class FileNotFoundError extends Error {
  override readonly name = 'FileNotFoundError';
  constructor(key: string) {
    super(`No stored file under key ${key}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** A new random key (128 bits). */
export function newStorageKey(): string {
  return randomToken(16);
}

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
}
