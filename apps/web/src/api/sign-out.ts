import { endpoints } from '@portal/contract';
import { callEndpoint } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';

/**
 * Sign-out clears the local user first, then tells the server, and the caller goes to /login even
 * if that call fails (spec part 1 §4 "Session").
 */
export async function signOut(): Promise<void> {
  const token = sessionStore.getAccessToken();
  sessionStore.forceLogout();
  // The token has already left the store, so it travels explicitly; a failure changes nothing.
  await callEndpoint(endpoints.logout, { AccessToken: token }).catch(() => undefined);
}
