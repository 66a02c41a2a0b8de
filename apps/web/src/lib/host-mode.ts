/**
 * The modes the portal runs in (spec part 1 §1): the plain browser, the native app wrapper (mobile-app
 * mode, marked by a route's flag and kept in session storage, session-store.ts) and the windows-hosted
 * mode, where downloaded files are saved to a downloads folder.
 *
 * The windows-hosted mode is switched on by the host: it opens the portal with `?host=windows` on its
 * start address, and the flag is kept in session storage as 'true'/'false', as the mobile-app flag is,
 * so it lasts for the host's browsing session while the address moves on (ADR 0031).
 */
export type HostMode = 'browser' | 'mobile-app' | 'windows-hosted';

export const HOST_PARAM = 'host';
export const WINDOWS_HOST_VALUE = 'windows';
export const windowsHostedKey = 'isWindowsHosted';

/** Keeps the host's flag when the address carries it; an address without it changes nothing. */
export function captureWindowsHost(location: { search: string }, session: Storage): void {
  if (new URLSearchParams(location.search).get(HOST_PARAM) === WINDOWS_HOST_VALUE) {
    session.setItem(windowsHostedKey, 'true');
  }
}

export function isWindowsHosted(session: Storage): boolean {
  return session.getItem(windowsHostedKey) === 'true';
}

/**
 * The mode a download runs in. The windows host wins over the mobile-app flag: the flag comes from a
 * route (/login/m) a Windows host could also open, while the host parameter only the host sets.
 */
export function currentHostMode(session: Storage, isMobileApp: boolean): HostMode {
  if (isWindowsHosted(session)) return 'windows-hosted';
  return isMobileApp ? 'mobile-app' : 'browser';
}
