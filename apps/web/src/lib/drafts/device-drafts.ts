import { SESSION_ABSOLUTE_HOURS_DEFAULT } from '@portal/contract';
import type { DeviceStore } from './device-store';

/**
 * Offline drafts on the device (issue 15): a form's draft and the files chosen for it while the
 * server could not be reached. Every key starts with the signed-in session's owner tag (a hash of its
 * access token; the browser never learns a claimant id), then the claim and the form, so a copy is
 * readable only by the session that wrote it, for the claim it was typed for. Sign-out, session
 * expiry and an app start without that session delete it (app-device-drafts.ts); nothing outlives a
 * session's absolute lifetime either.
 */

export interface DeviceDraftRecord<T> {
  values: T;
  keptAt: number;
}

interface DeviceFileRecord {
  id: string;
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
  keptAt: number;
}

/** One form's draft on the device. */
export interface DeviceCopy<T> {
  /** Whether a copy is still there after a reload or a closed tab (IndexedDB, not page memory). */
  readonly survivesReload: boolean;
  read: () => Promise<DeviceDraftRecord<T> | null>;
  /** Keeps the values; true when they would still be there after a reload. */
  write: (values: T) => Promise<boolean>;
  remove: () => Promise<void>;
}

export interface DeviceFile {
  id: string;
  file: File;
}

/** One form's files waiting on the device for the connection. */
export interface DeviceFiles {
  list: () => Promise<DeviceFile[]>;
  /**
   * Keeps the file (bytes, name, type) and answers its device id; '' when nobody is signed in or the
   * store would lose it with the page (then the file is not kept: the list holds it, and leaving asks).
   */
  put: (file: File) => Promise<string>;
  remove: (id: string) => Promise<void>;
}

export interface DeviceDrafts {
  copyFor: <T>(formKey: string, scope: string) => DeviceCopy<T>;
  filesFor: (formKey: string, scope: string) => DeviceFiles;
  /** Deletes every device draft and file, whoever kept them (sign-out, session end). */
  clearAll: () => Promise<void>;
  /** Deletes what another session left and anything older than a session can live. */
  sweep: () => Promise<void>;
}

const MAX_AGE_MS = SESSION_ABSOLUTE_HOURS_DEFAULT * 3_600_000;
const SEPARATOR = '|';

function keyOf(...parts: string[]): string {
  return parts.map((part) => encodeURIComponent(part)).join(SEPARATOR);
}

let nextFileId = 1;

export function createDeviceDrafts(
  store: DeviceStore,
  ownerTag: () => Promise<string>,
  now: () => number = Date.now,
): DeviceDrafts {
  /** Writes under the current owner; a write that lands after its session ended is undone. */
  async function setOwned(owner: string, key: string, value: unknown) {
    await store.set(key, value);
    if ((await ownerTag()) !== owner) await store.del(key);
  }

  const isFresh = (record: { keptAt?: unknown } | undefined) =>
    typeof record?.keptAt === 'number' && now() - record.keptAt < MAX_AGE_MS;

  return {
    copyFor<T>(formKey: string, scope: string): DeviceCopy<T> {
      const keyFor = (owner: string) => keyOf(owner, scope, formKey, 'draft');
      return {
        survivesReload: store.survivesReload,
        async read() {
          const owner = await ownerTag();
          if (!owner) return null;
          const record = await store.get<DeviceDraftRecord<T>>(keyFor(owner));
          return record && isFresh(record) ? record : null;
        },
        async write(values) {
          const owner = await ownerTag();
          if (!owner) return false;
          await setOwned(owner, keyFor(owner), { values, keptAt: now() } satisfies DeviceDraftRecord<T>);
          return store.survivesReload;
        },
        async remove() {
          const owner = await ownerTag();
          if (owner) await store.del(keyFor(owner));
        },
      };
    },
    filesFor(formKey, scope) {
      const prefixFor = (owner: string) => keyOf(owner, scope, formKey, 'file') + SEPARATOR;
      return {
        async list() {
          const owner = await ownerTag();
          if (!owner) return [];
          const prefix = prefixFor(owner);
          return (await store.entries())
            .filter(([key, record]) => key.startsWith(prefix) && isFresh(record as DeviceFileRecord))
            .map(([, record]) => record as DeviceFileRecord)
            .sort((a, b) => a.keptAt - b.keptAt)
            .map((record) => ({
              id: record.id,
              file: new File([record.blob], record.name, {
                type: record.type,
                lastModified: record.lastModified,
              }),
            }));
        },
        async put(file) {
          const owner = await ownerTag();
          if (!owner || !store.survivesReload) return '';
          const id = `${now().toString(36)}-${nextFileId++}`;
          const record: DeviceFileRecord = {
            id,
            name: file.name,
            type: file.type,
            lastModified: file.lastModified,
            // The bytes themselves: a File handle alone does not survive a reload everywhere.
            blob: new Blob([file], { type: file.type }),
            keptAt: now(),
          };
          await setOwned(owner, prefixFor(owner) + encodeURIComponent(id), record);
          return id;
        },
        async remove(id) {
          const owner = await ownerTag();
          if (owner) await store.del(prefixFor(owner) + encodeURIComponent(id));
        },
      };
    },
    clearAll: () => store.clear(),
    async sweep() {
      const owner = await ownerTag();
      if (!owner) {
        await store.clear();
        return;
      }
      const prefix = encodeURIComponent(owner) + SEPARATOR;
      for (const [key, record] of await store.entries()) {
        if (!key.startsWith(prefix) || !isFresh(record as { keptAt?: unknown })) await store.del(key);
      }
    },
  };
}

/** A stable, one-way tag of the session's access token; '' when signed out. */
export async function ownerTagOf(accessToken: string): Promise<string> {
  if (!accessToken) return '';
  const bytes = new TextEncoder().encode(accessToken);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
    return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  // Plain-http origins have no SubtleCrypto; FNV-1a still never stores the token itself.
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `fnv-${hash.toString(16)}`;
}
