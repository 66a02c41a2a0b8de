import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * The tiny key-value interface offline drafts keep their device copies in (issue 15). The app uses
 * IndexedDB through idb-keyval, in a database of its own so nothing else on the origin shares it;
 * tests inject the in-memory one (jsdom has no IndexedDB).
 */
export interface DeviceStore {
  get: <T>(key: string) => Promise<T | undefined>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  entries: () => Promise<[string, unknown][]>;
  clear: () => Promise<void>;
  /** Whether what is kept is still there after a reload or a closed tab (not in page memory). */
  readonly survivesReload: boolean;
}

export const DEVICE_DB_NAME = 'claimant-portal-offline';
export const DEVICE_STORE_NAME = 'device-drafts';

export function createIdbDeviceStore(): DeviceStore {
  // Opened on first use: creating the store opens the database at once.
  let store: UseStore | undefined;
  const storeOf = () => (store ??= createStore(DEVICE_DB_NAME, DEVICE_STORE_NAME));
  return {
    get: (key) => get(key, storeOf()),
    set: (key, value) => set(key, value, storeOf()),
    del: (key) => del(key, storeOf()),
    entries: () => entries<string, unknown>(storeOf()),
    clear: () => clear(storeOf()),
    survivesReload: true,
  };
}

/**
 * A store in page memory: the tests' stand-in for IndexedDB (so it says it survives a reload unless
 * told otherwise), and the app's fallback where the browser has no IndexedDB, where it does not.
 */
export function createMemoryDeviceStore(survivesReload = true): DeviceStore & { size: () => number } {
  const map = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(map.get(key) as T | undefined),
    set: (key, value) => {
      map.set(key, value);
      return Promise.resolve();
    },
    del: (key) => {
      map.delete(key);
      return Promise.resolve();
    },
    entries: () => Promise.resolve([...map.entries()]),
    clear: () => {
      map.clear();
      return Promise.resolve();
    },
    size: () => map.size,
    survivesReload,
  };
}
