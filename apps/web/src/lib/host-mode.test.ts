import { describe, expect, it } from 'vitest';
import { captureWindowsHost, currentHostMode, isWindowsHosted, windowsHostedKey } from './host-mode';

describe('the windows-hosted mode flag', () => {
  it('is kept in session storage when the host opens the portal with ?host=windows', () => {
    captureWindowsHost({ search: '?nh=1&host=windows' }, sessionStorage);
    expect(sessionStorage.getItem(windowsHostedKey)).toBe('true');
    expect(isWindowsHosted(sessionStorage)).toBe(true);
  });

  it('stays on when a later address no longer carries the parameter', () => {
    captureWindowsHost({ search: '?host=windows' }, sessionStorage);
    captureWindowsHost({ search: '' }, sessionStorage);
    expect(isWindowsHosted(sessionStorage)).toBe(true);
  });

  it('is not switched on by an address without it or with another host value', () => {
    captureWindowsHost({ search: '?nh=1' }, sessionStorage);
    captureWindowsHost({ search: '?host=android' }, sessionStorage);
    expect(sessionStorage.getItem(windowsHostedKey)).toBeNull();
    expect(isWindowsHosted(sessionStorage)).toBe(false);
  });
});

describe('currentHostMode', () => {
  it('is the browser unless a flag says otherwise', () => {
    expect(currentHostMode(sessionStorage, false)).toBe('browser');
  });

  it('is the mobile app when the session carries the mobile-app flag', () => {
    expect(currentHostMode(sessionStorage, true)).toBe('mobile-app');
  });

  it('is the windows host when its flag is kept, whatever the mobile-app flag says', () => {
    sessionStorage.setItem(windowsHostedKey, 'true');
    expect(currentHostMode(sessionStorage, false)).toBe('windows-hosted');
    expect(currentHostMode(sessionStorage, true)).toBe('windows-hosted');
  });
});
