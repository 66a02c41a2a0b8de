import { endpoints } from '@portal/contract';
import { callEndpoint } from '../lib/api-client';
import { clearDeviceDrafts } from '../lib/drafts/app-device-drafts';
import { sessionStore } from '../lib/session-store';

/**
 * Sign-out clears the local user first, then tells the server, and the caller goes to /login even
 * if that call fails (spec part 1 §4 "Session"). Drafts and files kept on the device go too (issue
 * 15), so the next person on a shared device finds none; a session that ends any other way (time-out,
 * expired token) clears them through app-device-drafts.ts.
 */
export async function signOut(): Promise<void> {
  const token = sessionStore.getAccessToken();
  sessionStore.forceLogout();
  // The token has already left the store, so it travels explicitly; a failure changes nothing.
  await Promise.all([
    clearDeviceDrafts(),
    callEndpoint(endpoints.logout, { AccessToken: token }).catch(() => undefined),
  ]);
}
