import {
  clearPreservedValues,
  readPreservedValues,
  writePreservedValues,
} from '../use-preserved-form-values';

/**
 * The draft of one claimant form (spec part 2 §4 "Documents and reimbursement"; issue 11 "one draft
 * hook"): retrieved on load, saved on every change (debounced where the spec says so), "Saved at"
 * only once the server answered. Text typed after the last server save is kept in session storage
 * (use-preserved-form-values, which sign-out clears) so an expired session loses nothing: the next
 * load puts it back and saves it. Kept framework-free so its timing can be tested without React.
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
  const { formKey, scope, source, empty, browserFields, hasFiles } = options;
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
  };
  /** Counts changes; a save stores the version it sent, so a later change keeps the form unsaved. */
  let version = 0;
  let savedVersion = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let isDisposed = false;
  let generation = 0;

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
    set({ isSaving: true });
    inFlight = source
      .save(sent)
      .then(
        () => {
          if (myGeneration !== generation) return;
          savedVersion = sentVersion;
          const isFormSaved = version === sentVersion;
          if (isFormSaved) clearPreservedValues(formKey);
          set({
            savedAt: now(),
            hasSaveFailed: false,
            isFormSaved,
            hasSavedFiles: hasFiles(sent),
            hasServerDraft: !isSame(sent, empty),
          });
          writeFlags();
        },
        () => {
          if (myGeneration !== generation) return;
          set({ hasSaveFailed: true });
        },
      )
      .finally(() => {
        inFlight = null;
        if (myGeneration !== generation) return;
        set({ isSaving: false });
        // Changes made while this save was on its way; after a failure, the next change retries.
        // A save still runs after the form was left, so leaving never drops a change.
        if (version !== savedVersion && !snapshot.hasSaveFailed) void save();
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
      source.load().then(
        (stored) => {
          if (myGeneration !== generation) return;
          const server = stored ?? empty;
          const kept = readPreservedValues(formKey, scope);
          const values = kept ? { ...server, ...pick(kept as T, browserFields) } : server;
          const hasUnsaved =
            kept !== null && !isSame(pick(values, browserFields), pick(server, browserFields));
          set({
            status: 'ready',
            values,
            isFormSaved: !hasUnsaved,
            hasSavedFiles: hasFiles(server),
            hasServerDraft: stored !== null && !isSame(server, empty),
          });
          if (kept && !hasUnsaved) clearPreservedValues(formKey);
          // Text typed before the session ended goes to the server now (issue 11).
          if (hasUnsaved) {
            version += 1;
            void save();
          }
        },
        () => {
          if (myGeneration === generation) set({ status: 'loadFailed' });
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
      set({
        status: 'ready',
        values: empty,
        savedAt: null,
        isSaving: false,
        hasSaveFailed: false,
        isFormSaved: true,
        hasSavedFiles: false,
        hasServerDraft: false,
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
      set({
        isFormSaved: true,
        isSaving: false,
        hasSaveFailed: false,
        hasServerDraft: false,
        hasSavedFiles: false,
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
      isDisposed = true;
    },
  };
}
