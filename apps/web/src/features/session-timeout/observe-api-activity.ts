import { HTTP_BUSINESS_ERROR, HTTP_OK } from '@portal/contract';
import type { ActivityTracker } from './activity-tracker';

/** The token a call carries in its JSON body (part 1 §6: every POST carries AccessToken). */
function accessTokenOf(input: RequestInfo | URL, init?: RequestInit): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes('/api/') || typeof init?.body !== 'string') return '';
  try {
    const body = JSON.parse(init.body) as { AccessToken?: unknown };
    return typeof body.AccessToken === 'string' ? body.AccessToken : '';
  } catch {
    return '';
  }
}

/**
 * Notes every call the server answered (200, or 225 after it resolved the token) made with a token,
 * by wrapping fetch, so every call of the api client counts without the client knowing about it.
 * Returns the function that puts the original fetch back.
 */
export function observeApiActivity(
  tracker: ActivityTracker,
  target: typeof globalThis = globalThis,
): () => void {
  const original = target.fetch;
  const observed: typeof fetch = async (input, init) => {
    const token = accessTokenOf(input, init);
    const response = await original.call(target, input, init);
    if (token && (response.status === HTTP_OK || response.status === HTTP_BUSINESS_ERROR))
      tracker.record(token);
    return response;
  };
  target.fetch = observed;
  return () => {
    if (target.fetch === observed) target.fetch = original;
  };
}
