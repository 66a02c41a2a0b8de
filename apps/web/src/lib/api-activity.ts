/**
 * Calls the server answered (200, or 225 after it resolved the token) and the token each carried. The
 * API client and the upload helper report here; the session-timeout warning listens, because each such
 * call slides the server's idle timeout (issue 3 "Sessions").
 */
type Listener = (accessToken: string) => void;

const listeners = new Set<Listener>();

export function reportApiAnswered(accessToken: string): void {
  if (accessToken === '') return;
  listeners.forEach((listener) => listener(accessToken));
}

/** Returns the function that stops listening. */
export function onApiAnswered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
