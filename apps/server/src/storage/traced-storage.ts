import type { Readable } from 'node:stream';
import { inSpan } from '../lib/tracing.js';
import type { FileStorage } from './file-storage.js';

/**
 * The file store with a span around each call (issue 33), named `storage put`, `storage get` and so on,
 * with the store's kind. Keys are random and name no one, but they are left out all the same: a span
 * says how long the store took, not what it held.
 */
export function tracedStorage(storage: FileStorage, kind: 'local' | 's3'): FileStorage {
  const attributes = { 'portal.storage.kind': kind };
  const span = <T>(operation: string, work: () => Promise<T>) =>
    inSpan(`storage ${operation}`, { ...attributes, 'portal.storage.operation': operation }, work);
  return {
    put: (key: string, content: Readable | Uint8Array) => span('put', () => storage.put(key, content)),
    // Until the stream opens: the bytes then flow to the client at its pace.
    get: (key: string) => span('get', () => storage.get(key)),
    delete: (key: string) => span('delete', () => storage.delete(key)),
    keysWrittenBefore: (before: Date) => storage.keysWrittenBefore(before),
    removeUnfinishedWrites: (before: Date) => span('sweep', () => storage.removeUnfinishedWrites(before)),
    checkReachable: (signal?: AbortSignal) => span('check', () => storage.checkReachable(signal)),
    close: () => storage.close?.(),
  };
}
