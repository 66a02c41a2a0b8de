import {
  clearPreservedValues,
  readPreservedValues,
  writePreservedValues,
} from '../use-preserved-form-values';
import { browserConnection, isOfflineFailure, type Connection } from './connection';
import type { DeviceCopy } from './device-drafts';

/**
 * The draft of one claimant form (spec part 2 §4 "Documents and reimbursement"; issue 11 "one draft
 * hook"): retrieved on load, saved on every change (debounced where the spec says so), "Saved at"
 * only once the server answered. Text typed after the last server save is kept in session storage
 * (use-preserved-form-values, which sign-out clears) so an expired session loses nothing: the next
 * load puts it back and saves it. A save that cannot reach the server (offline, lost connection,
 * time-out; never a 225 answer) keeps the draft on the device instead (issue 15) and is sent when the
 * browser is back online or the form next opens. Kept framework-free so its timing can be tested
 * without React.
 */

/** How one form kind reaches its draft on the server. */
export interface DraftSource<T> {
  /** The stored draft, or null when there is none. */
  load: () => Promise<T | null>;
  save: (values: T) => Promise<unknown>;
  discard: () => Promise<unknown>;
}

export interface DraftOptions<T extends object> {
  /** Names the browser copy and the flags in session storage, e.g. 'documents-draft'. */
  formKey: string;
  /** Whose draft it is (the selected claim): a copy kept for another claim is never restored. */
  scope: string;
  source: DraftSource<T>;
  /** The form with nothing in it, used before a draft exists and after a discard. */
  empty: T;
  /** The fields a claimant types, kept in the browser until saved (files stay the server's). */
  browserFields: readonly (keyof T & string)[];
  /** Whether a form holds files; the saved-files flag follows what the server last stored. */
  hasFiles: (values: T) => boolean;
  /** 0 saves at once (part 2 §4 documents); reimbursement waits 1 s after the last change. */
  debounceMs?: number;
  now?: () => Date;
  /** Where the draft waits while the server cannot be reached (issue 15); without it a failed save only says so. */
  device?: DeviceCopy<T>;
  connection?: Connection;
}

export type DraftStatus = 'loading' | 'ready' | 'loadFailed';

export interface DraftSnapshot<T> {
  status: DraftStatus;
  values: T;
  /** When the server last answered a save; null until it has. */
  savedAt: Date | null;
  isSaving: boolean;
  /** The last save failed; the browser copy keeps the text until a later save succeeds. */
  hasSaveFailed: boolean;
  /** The spec's form-saved flag (part 1 §4 "Other"): every change is stored on the server. */
  isFormSaved: boolean;
  /** The spec's saved-files flag: the draft the server holds has files. */
  hasSavedFiles: boolean;
  /** The server holds a draft with something in it (the hub's "Draft - edited" and its toast). */
  hasServerDraft: boolean;
  /** The latest changes could not reach the server and wait on the device (issue 15). */
  isKeptOnDevice: boolean;
}

export interface DraftSession<T> {
  getSnapshot: () => DraftSnapshot<T>;
  subscribe: (listener: () => void) => () => void;
  start: () => void;
  change: (update: (current: T) => T) => void;
  /** Saves what is not saved yet and resolves once the server answered (true) or refused (false). */
  flush: () => Promise<boolean>;
  /** Deletes the server's draft (and with it its files) and empties the form. */
  discard: () => Promise<void>;
  /** The form was submitted: the server dropped the draft, so the browser copy and flags go too. */
  complete: () => void;
  /** Stops timers; a change still waiting for its debounce is sent, so leaving never drops it. */
  dispose: () => void;
}

const FLAGS_SUFFIX = '.flags';

/** The form-saved and saved-files flags as the form left them, for the screen it went to (the hub). */
export interface DraftFlags {
  isFormSaved: boolean;
  hasSavedFiles: boolean;
  hasServerDraft: boolean;
}

export function readDraftFlags(formKey: string, scope: string): DraftFlags | null {
  const kept = readPreservedValues(formKey + FLAGS_SUFFIX, scope);
  if (!kept) return null;
  return {
    isFormSaved: kept.isFormSaved === true,
    hasSavedFiles: kept.hasSavedFiles === true,
    hasServerDraft: kept.hasServerDraft === true,
  };
}

export function clearDraftFlags(formKey: string): void {
  clearPreservedValues(formKey + FLAGS_SUFFIX);
}

function pick<T extends object>(values: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) kept[field] = values[field];
  return kept;
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createDraftSession<T extends object>(options: DraftOptions<T>): DraftSession<T> {
  const { formKey, scope, source, empty, browserFields, hasFiles, device } = options;
  const connection = options.connection ?? browserConnection;
  const debounceMs = options.debounceMs ?? 0;
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let snapshot: DraftSnapshot<T> = {
    status: 'loading',
    values: empty,
    savedAt: null,
    isSaving: false,
    hasSaveFailed: false,
    isFormSaved: true,
    hasSavedFiles: false,
    hasServerDraft: false,
    isKeptOnDevice: false,
  };
  /** Counts changes; a save stores the version it sent, so a later change keeps the form unsaved. */
  let version = 0;
  let savedVersion = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let isDisposed = false;
  let generation = 0;
  let stopListening: (() => void) | undefined;
  let hasDeviceCopy = false;
  /** Device writes and removals run one after another, so a removal never overtakes a write. */
  let deviceQueue: Promise<unknown> = Promise.resolve();

  function onDeviceQueue(work: (copy: DeviceCopy<T>) => Promise<unknown>): Promise<void> {
    if (!device) return Promise.resolve();
    const next = deviceQueue.then(() => work(device)).catch(() => undefined);
    deviceQueue = next;
    return next.then(() => undefined);
  }

  /** The server was not reached: the latest values wait on the device, as do changes made meanwhile. */
  async function keepOnDevice(myGeneration: number): Promise<void> {
    let keptVersion = -1;
    while (keptVersion !== version && myGeneration === generation) {
      keptVersion = version;
      const values = snapshot.values;
      hasDeviceCopy = true;
      await onDeviceQueue((copy) => copy.write(values));
    }
    if (myGeneration !== generation) return;
    set({ isKeptOnDevice: true, hasSaveFailed: false });
  }

  function set(next: Partial<DraftSnapshot<T>>) {
    snapshot = { ...snapshot, ...next };
    if (!isDisposed) for (const listener of listeners) listener();
  }

  function keepInBrowser(values: T) {
    writePreservedValues(formKey, pick(values, browserFields), { scope });
  }

  function writeFlags() {
    writePreservedValues(
      formKey + FLAGS_SUFFIX,
      {
        isFormSaved: snapshot.isFormSaved,
        hasSavedFiles: snapshot.hasSavedFiles,
        hasServerDraft: snapshot.hasServerDraft,
      },
      { scope },
    );
  }

  /** One save at a time; changes made meanwhile go in the next one (they are never lost or reordered). */
  function save(): Promise<void> {
    if (inFlight) return inFlight;
    const sentVersion = version;
    const sent = snapshot.values;
    const myGeneration = generation;
    if (device && !connection.isOnline()) {
      // No call that can only time out: the draft goes straight to the device.
      inFlight = keepOnDevice(myGeneration).finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    set({ isSaving: true });
    inFlight = source
      .save(sent)
      .then(
        () => {
          if (myGeneration !== generation) return;
          savedVersion = sentVersion;
          const isFormSaved = version === sentVersion;
          if (isFormSaved) {
            clearPreservedValues(formKey);
            // The server holds everything the device kept.
            if (hasDeviceCopy) {
              hasDeviceCopy = false;
              void onDeviceQueue((copy) => copy.remove());
            }
          }
          set({
            // The server is reached again; changes made meanwhile follow in the next save.
            isKeptOnDevice: false,
            savedAt: now(),
            hasSaveFailed: false,
            isFormSaved,
            hasSavedFiles: hasFiles(sent),
            hasServerDraft: !isSame(sent, empty),
          });
          writeFlags();
        },
        (failure: unknown) => {
          if (myGeneration !== generation) return;
          if (device && isOfflineFailure(failure, connection)) return keepOnDevice(myGeneration);
          set({ hasSaveFailed: true });
        },
      )
      .finally(() => {
        inFlight = null;
        if (myGeneration !== generation) return;
        set({ isSaving: false });
        // Changes made while this save was on its way; after a failure, the next change retries.
        // A save still runs after the form was left, so leaving never drops a change. A draft kept
        // on the device waits for the next change or the 'online' event.
        if (version !== savedVersion && !snapshot.hasSaveFailed && !snapshot.isKeptOnDevice) void save();
      });
    return inFlight;
  }

  /** Read through a function: TypeScript would otherwise narrow it across awaits. */
  const pendingSave = (): Promise<void> | null => inFlight;

  function schedule() {
    clearTimeout(timer);
    if (debounceMs <= 0) {
      void save();
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      void save();
    }, debounceMs);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      // A restart (React's strict-mode effects, a reload after a failed load) ignores older answers.
      isDisposed = false;
      generation += 1;
      const myGeneration = generation;
      set({ status: 'loading' });
      stopListening?.();
      // Back online: what waits on the device goes through the normal save (issue 15).
      stopListening = connection.subscribe(() => {
        if (connection.isOnline() && snapshot.isKeptOnDevice && !isDisposed) void save();
      });
      const deviceRead = device ? device.read().catch(() => null) : Promise.resolve(null);
      source.load().then(
        async (stored) => {
          const onDevice = await deviceRead;
          if (myGeneration !== generation) return;
          const server = stored ?? empty;
          // A device copy holds changes the server never answered, so it is newer and wins; the
          // session-storage copy is written on every change, so it is at least as new (decisions.md).
          const kept = readPreservedValues(formKey, scope);
          let values = onDevice ? { ...server, ...pick(onDevice.values, browserFields) } : server;
          if (kept) values = { ...values, ...pick(kept as T, browserFields) };
          const hasUnsaved =
            (kept !== null || onDevice !== null) &&
            !isSame(pick(values, browserFields), pick(server, browserFields));
          hasDeviceCopy = onDevice !== null;
          set({
            status: 'ready',
            values,
            isFormSaved: !hasUnsaved,
            hasSavedFiles: hasFiles(server),
            hasServerDraft: stored !== null && !isSame(server, empty),
            isKeptOnDevice: hasUnsaved && onDevice !== null && !connection.isOnline(),
          });
          if (kept && !hasUnsaved) clearPreservedValues(formKey);
          if (onDevice && !hasUnsaved) {
            hasDeviceCopy = false;
            void onDeviceQueue((copy) => copy.remove());
          }
          // Text typed before the session ended or while offline goes to the server now (issue 11, 15).
          if (hasUnsaved) {
            version += 1;
            void save();
          }
        },
        async (failure: unknown) => {
          const onDevice = await deviceRead;
          if (myGeneration !== generation) return;
          // Opened offline: the device copy is the draft until the server can be reached.
          if (onDevice && isOfflineFailure(failure, connection)) {
            hasDeviceCopy = true;
            version += 1;
            set({ status: 'ready', values: onDevice.values, isFormSaved: false, isKeptOnDevice: true });
            return;
          }
          set({ status: 'loadFailed' });
        },
      );
    },
    change(update) {
      const values = update(snapshot.values);
      if (isSame(values, snapshot.values)) return;
      version += 1;
      keepInBrowser(values);
      set({ values, isFormSaved: false, hasSaveFailed: false });
      schedule();
    },
    async flush() {
      clearTimeout(timer);
      timer = undefined;
      // Waits for saves on their way (and those they chain), then tries once more if still unsaved.
      let hasTried = false;
      for (;;) {
        const pending = pendingSave();
        if (pending) {
          await pending;
          continue;
        }
        if (version === savedVersion || hasTried) break;
        hasTried = true;
        await save();
      }
      return version === savedVersion;
    },
    async discard() {
      clearTimeout(timer);
      timer = undefined;
      generation += 1;
      // A save on its way settles first (it never rejects), so it cannot land after the discard.
      await pendingSave();
      await source.discard();
      version = 0;
      savedVersion = 0;
      clearPreservedValues(formKey);
      clearDraftFlags(formKey);
      hasDeviceCopy = false;
      void onDeviceQueue((copy) => copy.remove());
      set({
        status: 'ready',
        values: empty,
        savedAt: null,
        isSaving: false,
        hasSaveFailed: false,
        isFormSaved: true,
        hasSavedFiles: false,
        hasServerDraft: false,
        isKeptOnDevice: false,
      });
    },
    complete() {
      clearTimeout(timer);
      timer = undefined;
      generation += 1;
      version = 0;
      savedVersion = 0;
      clearPreservedValues(formKey);
      clearDraftFlags(formKey);
      hasDeviceCopy = false;
      void onDeviceQueue((copy) => copy.remove());
      set({
        isFormSaved: true,
        isSaving: false,
        hasSaveFailed: false,
        hasServerDraft: false,
        hasSavedFiles: false,
        isKeptOnDevice: false,
      });
    },
    dispose() {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        void save();
      }
      // The form may already be completed or discarded (flags cleared); the hub reads what is left.
      if (snapshot.hasServerDraft) writeFlags();
      // A draft still on the device is sent when the form next opens.
      stopListening?.();
      stopListening = undefined;
      isDisposed = true;
    },
  };
}
