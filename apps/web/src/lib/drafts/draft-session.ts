import { clearPreservedValues, readPreservedEntry, writePreservedValues } from '../use-preserved-form-values';
import { browserConnection, isOfflineFailure } from './connection';
import { createDeviceDraftSync } from './device-draft-sync';
import { clearDraftFlags, writeDraftFlags } from './draft-flags';
import { chooseOpening, isSame, pick } from './draft-opening';
import type { DraftOptions, DraftSession, DraftSnapshot } from './draft-types';

export { clearDraftFlags, readDraftFlags, type DraftFlags } from './draft-flags';
export {
  DatedDraft,
  datedDraftOf,
  type DraftOptions,
  type DraftSession,
  type DraftSnapshot,
  type DraftSource,
  type DraftStatus,
} from './draft-types';

/**
 * The draft of one claimant form (spec part 2 §4 "Documents and reimbursement"; issue 11 "one draft
 * hook"): retrieved on load, saved on every change (debounced where the spec says so), "Saved at"
 * only once the server answered. Text typed after the last server save is kept in session storage
 * (use-preserved-form-values, which sign-out clears) so an expired session loses nothing: the next
 * load puts it back and saves it. A save that cannot reach the server (offline, lost connection,
 * time-out; never a 225 answer) keeps the draft on the device instead (issue 15; device-draft-sync.ts)
 * and is sent when the browser is back online or the form next opens. What an opening form shows is
 * draft-opening.ts; the types draft-types.ts; the flags for the hub draft-flags.ts. Kept
 * framework-free so its timing can be tested without React.
 */

export function createDraftSession<T extends object>(options: DraftOptions<T>): DraftSession<T> {
  const { formKey, scope, source, empty, browserFields, hasFiles } = options;
  const connection = options.connection ?? browserConnection;
  const device = createDeviceDraftSync(options.device);
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
    isSavedOnDevice: false,
  };
  /** Counts changes; a save stores the version it sent, so a later change keeps the form unsaved. */
  let version = 0;
  let savedVersion = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let isDisposed = false;
  let generation = 0;
  let stopListening: (() => void) | undefined;

  /** The server was not reached: the latest values wait on the device, as do changes made meanwhile. */
  async function keepOnDevice(myGeneration: number): Promise<void> {
    let keptVersion = -1;
    let isWritten = true;
    while (keptVersion !== version && myGeneration === generation) {
      keptVersion = version;
      isWritten = await device.write(snapshot.values);
    }
    if (myGeneration !== generation) return;
    set({ isKeptOnDevice: true, hasSaveFailed: false, isSavedOnDevice: isWritten });
  }

  function set(next: Partial<DraftSnapshot<T>>) {
    snapshot = { ...snapshot, ...next };
    if (!isDisposed) for (const listener of listeners) listener();
  }

  function keepInBrowser(values: T) {
    writePreservedValues(formKey, pick(values, browserFields), { scope });
  }

  function writeFlags() {
    writeDraftFlags(formKey, scope, snapshot);
  }

  /** One save at a time; changes made meanwhile go in the next one (they are never lost or reordered). */
  function save(): Promise<void> {
    if (inFlight) return inFlight;
    const sentVersion = version;
    const sent = snapshot.values;
    const myGeneration = generation;
    if (device.isEnabled && !connection.isOnline()) {
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
            device.dropIfKept();
          }
          set({
            // The server is reached again; changes made meanwhile follow in the next save.
            isKeptOnDevice: false,
            isSavedOnDevice: false,
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
          if (device.isEnabled && isOfflineFailure(failure, connection)) return keepOnDevice(myGeneration);
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

  /** Forgets every change and copy: the draft was discarded or submitted. */
  function forget() {
    version = 0;
    savedVersion = 0;
    clearPreservedValues(formKey);
    clearDraftFlags(formKey);
    device.drop();
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
      const deviceRead = device.read();
      // This device's clock, as the copies are stamped with it (draft-opening.ts).
      const loadSentAt = Date.now();
      source.load().then(
        async (answer) => {
          const onDevice = await deviceRead;
          if (myGeneration !== generation) return;
          const kept = readPreservedEntry(formKey, scope);
          const opening = chooseOpening({
            answer,
            loadSentAt,
            onDevice: onDevice && {
              values: onDevice.values as Record<string, unknown>,
              savedAt: onDevice.keptAt,
            },
            kept,
            empty,
            browserFields,
          });
          const { stored, values, hasUnsaved } = opening;
          const server = stored ?? empty;
          device.adopt(onDevice !== null);
          set({
            status: 'ready',
            values,
            isFormSaved: !hasUnsaved,
            hasSavedFiles: hasFiles(server),
            hasServerDraft: stored !== null && !isSame(server, empty),
            isKeptOnDevice: hasUnsaved && opening.usesDevice && !connection.isOnline(),
          });
          // A copy that added nothing, or that the server's newer draft outdated, goes.
          if (kept && (!hasUnsaved || !opening.usesKept)) clearPreservedValues(formKey);
          if (onDevice && (!hasUnsaved || !opening.usesDevice)) device.drop();
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
            device.adopt(true);
            version += 1;
            set({
              status: 'ready',
              values: onDevice.values,
              isFormSaved: false,
              isKeptOnDevice: true,
              isSavedOnDevice: device.survivesReload,
            });
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
      set({ values, isFormSaved: false, hasSaveFailed: false, isSavedOnDevice: false });
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
      forget();
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
        isSavedOnDevice: false,
      });
    },
    complete() {
      clearTimeout(timer);
      timer = undefined;
      generation += 1;
      forget();
      set({
        isFormSaved: true,
        isSaving: false,
        hasSaveFailed: false,
        hasServerDraft: false,
        hasSavedFiles: false,
        isKeptOnDevice: false,
        isSavedOnDevice: false,
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
