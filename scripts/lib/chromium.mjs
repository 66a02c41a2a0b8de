// Where the end-to-end suite finds Chromium: CHROMIUM_PATH, else Debian's package (apt-get install chromium).
// We never download a browser build (the CI machine has no network beyond the package registries).
import { accessSync, constants } from 'node:fs';

export const defaultChromiumPath = '/usr/bin/chromium';
export const chromiumInstallHint =
  'Install it with "apt-get install -y chromium" (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium binary.';

/**
 * Headless flags for every Chromium we start (e2e journeys, the bench's script sizes). Without the
 * background-networking flags Chromium keeps dialling Google's hosts, which this closed network
 * refuses; --no-sandbox because CI runs as root.
 */
export const chromiumLaunchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || defaultChromiumPath;
}

export function isChromiumAvailable(path = chromiumPath()) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
