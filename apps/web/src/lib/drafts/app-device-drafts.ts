import { sessionStore } from '../session-store';
import { createDeviceDrafts, ownerTagOf, type DeviceDrafts } from './device-drafts';
import { createIdbDeviceStore, createMemoryDeviceStore } from './device-store';

/**
 * The app's device drafts: IndexedDB where the browser has it (jsdom and some private modes do not;
 * then a copy lives only as long as the page), owned by the signed-in session.
 */
export const deviceDrafts: DeviceDrafts = createDeviceDrafts(
  // Without IndexedDB a copy lives in page memory: kept for the online event, but never counted as
  // safe from a reload (the leave question still asks).
  typeof indexedDB === 'undefined' ? createMemoryDeviceStore(false) : createIdbDeviceStore(),
  () => ownerTagOf(sessionStore.getAccessToken()),
);

/** Deletes every device draft and file; a storage failure never holds a sign-out up. */
export function clearDeviceDrafts(): Promise<void> {
  return deviceDrafts.clearAll().catch(() => undefined);
}

// Whatever ends the session (Sign out, the idle timeout, an expired token, another tab signing out)
// leaves the store empty, and an app start drops what an ended session left behind (issue 15).
let wasSignedIn = sessionStore.getSnapshot().user !== null;
sessionStore.subscribe(() => {
  const isSignedIn = sessionStore.getSnapshot().user !== null;
  if (wasSignedIn && !isSignedIn) void clearDeviceDrafts();
  wasSignedIn = isSignedIn;
});
void deviceDrafts.sweep().catch(() => undefined);
