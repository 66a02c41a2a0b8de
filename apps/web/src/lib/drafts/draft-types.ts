import type { Connection } from './connection';
import type { DeviceCopy } from './device-drafts';

/** What a form gives its draft session (draft-session.ts), and what the session shows and offers. */

/**
 * A loaded draft with how long ago the server last saved it (ours, issue 15: the draft answer's
 * SavedMsAgo), so a copy kept in the browser can be weighed against it (draft-opening.ts).
 */
export class DatedDraft<T> {
  constructor(
    readonly values: T,
    readonly savedMsAgo: number,
  ) {}
}

/** A draft answer as a source's load answers it: dated when the server gave its age. */
export function datedDraftOf<T>(values: T | null, savedMsAgo: number | undefined): T | DatedDraft<T> | null {
  if (values === null) return null;
  return savedMsAgo === undefined ? values : new DatedDraft(values, savedMsAgo);
}

/** How one form kind reaches its draft on the server. */
export interface DraftSource<T> {
  /** The stored draft (dated when the server says when it saved it), or null when there is none. */
  load: () => Promise<T | DatedDraft<T> | null>;
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
  /**
   * Every change is written to the device copy (issue 15): leaving loses nothing, so the leave
   * question is not asked. False while a change waits for its debounce or its write, or a write failed.
   */
  isSavedOnDevice: boolean;
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
