/**
 * The browser's device identifier: a random id made once and kept in localStorage. It travels with
 * every login and password reset so a browser that completed verification is remembered for 30 days
 * (RESOLUTIONS.md "Sign-in", the login model's extra flag; "Account recovery and takeover"). It
 * identifies the browser, never the person.
 */
export const DEVICE_IDENTIFIER_KEY = 'portal.deviceIdentifier';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getDeviceIdentifier(storage: Storage = window.localStorage): string {
  const stored = storage.getItem(DEVICE_IDENTIFIER_KEY);
  if (stored) return stored;
  const id = randomId();
  storage.setItem(DEVICE_IDENTIFIER_KEY, id);
  return id;
}
