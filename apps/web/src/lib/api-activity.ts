import type { SessionTimeLeft } from '@portal/contract';

/**
 * Calls the server answered (200, or 225 after it resolved the token), the token each carried and how
 * long the server said its session has left (the session-time-left header; null when it sent none).
 * The API client and the upload helper report here; the session-timeout warning listens, because each
 * such call slides the server's idle timeout (issue 3 "Sessions", issue 30 item 1).
 */
type Listener = (accessToken: string, timeLeft: SessionTimeLeft | null) => void;

const listeners = new Set<Listener>();

export function reportApiAnswered(accessToken: string, timeLeft: SessionTimeLeft | null = null): void {
  if (accessToken === '') return;
  listeners.forEach((listener) => listener(accessToken, timeLeft));
}

/** Returns the function that stops listening. */
export function onApiAnswered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
