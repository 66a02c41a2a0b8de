import { DatedDraft } from './draft-types';

/**
 * What a draft form shows when it opens (issue 11, issue 15; ADR 0024): the server's draft, with
 * the typed fields of a copy kept in the browser put over it, the device copy first and the
 * session-storage copy (written on every change) over both. A copy loses only when the server's draft
 * is known to be newer: the server said how long ago it saved it (DatedDraft), and that is after the
 * copy was written. The age is placed on this device's clock from when the load was sent, so the two
 * clocks never need to agree, and the latency only makes the server's save look earlier (the copy's
 * side, as before). Without an age the copy wins, as it always did: it exists only while it holds
 * changes no save was answered for.
 */

/** Typed fields kept in the browser, with when they were written (this device's clock, ms). */
export interface BrowserCopy {
  values: Record<string, unknown>;
  savedAt: number;
}

export interface OpeningInput<T extends object> {
  /** What the draft source's load answered. */
  answer: T | DatedDraft<T> | null;
  /** This device's clock (ms) just before the load was sent. */
  loadSentAt: number;
  onDevice: BrowserCopy | null;
  /** The session-storage copy (use-preserved-form-values). */
  kept: BrowserCopy | null;
  empty: T;
  browserFields: readonly (keyof T & string)[];
}

export interface Opening<T> {
  /** The server's draft, or null when it has none. */
  stored: T | null;
  /** The form's values on open. */
  values: T;
  usesDevice: boolean;
  usesKept: boolean;
  /** The values hold typed text the server does not: it is saved (or kept on the device) now. */
  hasUnsaved: boolean;
}

export function pick<T extends object>(
  values: T,
  fields: readonly (keyof T & string)[],
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) kept[field] = values[field];
  return kept;
}

export function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function chooseOpening<T extends object>(input: OpeningInput<T>): Opening<T> {
  const { answer, onDevice, kept, empty, browserFields } = input;
  const stored = answer instanceof DatedDraft ? answer.values : answer;
  const serverSavedAt = answer instanceof DatedDraft ? input.loadSentAt - answer.savedMsAgo : null;
  const isOutdated = (copy: BrowserCopy) => serverSavedAt !== null && copy.savedAt < serverSavedAt;
  const usesDevice = onDevice !== null && !isOutdated(onDevice);
  const usesKept = kept !== null && !isOutdated(kept);
  const server = stored ?? empty;
  let values = server;
  if (usesDevice) values = { ...values, ...pick(onDevice.values as T, browserFields) };
  if (usesKept) values = { ...values, ...pick(kept.values as T, browserFields) };
  const hasUnsaved =
    (usesDevice || usesKept) && !isSame(pick(values, browserFields), pick(server, browserFields));
  return { stored, values, usesDevice, usesKept, hasUnsaved };
}
