import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SESSION_ABSOLUTE_HOURS_DEFAULT } from '@portal/contract';

/**
 * Keeps what a claimant types in an open form when the session times out (issue 3 "nothing typed
 * in an open form is lost"; WCAG 2.2.5 re-authenticating): the form's values are written to session
 * storage as they change and put back when the form opens again after signing in.
 *
 * Secrets never leave the form: any field whose name mentions a password, code or token is dropped,
 * as are files and the fields a caller excludes. Session storage belongs to this tab only and is gone
 * when it closes; entries older than a session's absolute lifetime are ignored.
 */

const KEY_PREFIX = 'portal.preservedForm.';
const SECRET_FIELD = /password|code|token/i;
const MAX_AGE_MS = SESSION_ABSOLUTE_HOURS_DEFAULT * 3_600_000;

interface StoredForm {
  /** Who the values belong to, e.g. the selected claim number; restored only for the same scope. */
  scope: string;
  savedAt: number;
  values: Record<string, unknown>;
}

export interface PreserveOptions {
  /** Further field names never to keep (besides passwords, codes and tokens). */
  exclude?: readonly string[];
  /** Restores only into the same scope, e.g. the claim the form was typed for. */
  scope?: string;
  /** Waits with the restore until the form holds its loaded values (forms fed by a server call). */
  isReady?: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The values worth keeping: secrets, excluded names, files and functions removed, at any depth. */
export function preservableValues(
  values: Record<string, unknown>,
  exclude: readonly string[] = [],
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name) || exclude.includes(name)) continue;
    if (value === undefined || typeof value === 'function') continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) continue;
    if (typeof FileList !== 'undefined' && value instanceof FileList) continue;
    kept[name] = isPlainObject(value) ? preservableValues(value, exclude) : value;
  }
  return kept;
}

export function writePreservedValues(
  formKey: string,
  values: Record<string, unknown>,
  options: PreserveOptions = {},
): void {
  const stored: StoredForm = {
    scope: options.scope ?? '',
    savedAt: Date.now(),
    values: preservableValues(values, options.exclude),
  };
  try {
    sessionStorage.setItem(KEY_PREFIX + formKey, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only loses the safety net, never the form.
  }
}

export function readPreservedValues(formKey: string, scope = ''): Record<string, unknown> | null {
  return readPreservedEntry(formKey, scope)?.values ?? null;
}

/** The kept values with when they were written (the offline drafts compare it with the server's). */
export function readPreservedEntry(
  formKey: string,
  scope = '',
): { values: Record<string, unknown>; savedAt: number } | null {
  const raw = sessionStorage.getItem(KEY_PREFIX + formKey);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredForm>;
    const isFresh = typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < MAX_AGE_MS;
    if (!isFresh || stored.scope !== scope || !isPlainObject(stored.values)) return null;
    return { values: stored.values, savedAt: stored.savedAt as number };
  } catch {
    return null;
  }
}

export function clearPreservedValues(formKey: string): void {
  sessionStorage.removeItem(KEY_PREFIX + formKey);
}

/** Drops every kept form, e.g. when the claimant signs out on purpose. */
export function clearAllPreservedValues(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
  }
}

type PreservableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'subscribe'>;

/**
 * Restores a React Hook Form's kept values once (when `isReady`), then keeps them up to date as the
 * user types. Call `clear()` after a successful submit so the next visit starts empty.
 */
export function usePreservedFormValues<T extends FieldValues>(
  formKey: string,
  form: PreservableForm<T>,
  options: PreserveOptions = {},
): { clear: () => void } {
  const { isReady = true, scope = '' } = options;
  const optionsRef = useRef(options);
  const isCleared = useRef(false);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    if (!isReady) return;
    const saved = readPreservedValues(formKey, scope);
    if (saved) form.reset({ ...form.getValues(), ...saved } as T, { keepDefaultValues: true });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!isCleared.current) writePreservedValues(formKey, values, optionsRef.current);
      },
    });
  }, [form, formKey, isReady, scope]);

  return {
    clear: () => {
      isCleared.current = true;
      clearPreservedValues(formKey);
    },
  };
}
