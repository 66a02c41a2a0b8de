import { useSyncExternalStore } from 'react';
import { expiredTokenErrors } from '@portal/contract';

/**
 * Why the last session ended without the claimant choosing to (issue 30 item 1, WCAG 2.2.1): /login
 * says so instead of appearing unexplained. Set by the timeout countdown and by an expired-token answer
 * to any call; cleared by a sign-in or a chosen sign-out. Kept in memory: a reload starts afresh.
 */
const messagesByNumber = new Map<number, string>(
  Object.values(expiredTokenErrors).map((error) => [error.Number, error.Message]),
);

let reason: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === reason) return;
  reason = next;
  listeners.forEach((listener) => listener());
}

export const signedOutReason = {
  /** One of the spec's expired-token numbers (part 1 §8) with its catalogue message; others say nothing. */
  setFromErrorNumber(errorNumber: number): void {
    const message = messagesByNumber.get(errorNumber);
    if (message) set(message);
  },
  clear(): void {
    set(null);
  },
  get(): string | null {
    return reason;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The prerendered pages were rendered with no reason shown. */
const serverSnapshot = () => null;

export function useSignedOutReason(): string | null {
  return useSyncExternalStore(signedOutReason.subscribe, signedOutReason.get, serverSnapshot);
}
