import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, messages } from '@portal/contract';
import { mockApi, type MockApi } from '../test/mock-api';
import { downloadStoredFile } from './download-file';
import { windowsHostedKey } from './host-mode';
import { sessionStore } from './session-store';

// Bytes that survive only an exact round trip: every byte value, so a text decode or a wrong base64
// step would change them.
const original = Uint8Array.from({ length: 256 }, (_, index) => index);
const asBase64 = btoa(String.fromCharCode(...original));

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

let api: MockApi;
let blobs: Blob[];
let clicked: HTMLAnchorElement[];
const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  blobs = [];
  clicked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  sessionStore.signIn({ AccessToken: 'token-1', isOneTimePassword: false }, { rememberMe: false });
  api = mockApi().on(endpoints.getFileContent.path, {
    body: { Data: asBase64, MimeType: 'application/pdf', Filename: 'Welcome to your claim.pdf' },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
});

/** Downloads file-7 and checks what every mode shares: the call, the bytes, the name, the clean-up. */
async function downloadAndCheck() {
  const result = await downloadStoredFile('file-7');
  expect(api.bodies(endpoints.getFileContent.path)).toEqual([
    { AccessToken: 'token-1', Identifier: 'file-7' },
  ]);
  expect(clicked).toHaveLength(1);
  const anchor = clicked[0] as HTMLAnchorElement;
  expect(anchor.download).toBe('Welcome to your claim.pdf');
  expect(anchor.getAttribute('href')).toBe('blob:download-1');
  // The anchor is gone once clicked; the blob address is released a moment later.
  expect(anchor.isConnected).toBe(false);
  expect(blobs[0]?.type).toBe('application/pdf');
  expect(await bytesOf(blobs[0] as Blob)).toEqual(original);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:download-1');
  return result;
}

describe('downloading a stored file in each mode (spec part 1 §1)', () => {
  it('in the browser, saves the exact bytes under the server’s name and says nothing more', async () => {
    const result = await downloadAndCheck();
    expect(result.mode).toBe('browser');
    expect(result.confirmation).toBeNull();
  });

  it('in mobile-app mode, hands the same download to the app wrapper', async () => {
    sessionStore.setMobileApp(true);
    const result = await downloadAndCheck();
    expect(result.mode).toBe('mobile-app');
    expect(result.confirmation).toBeNull();
  });

  it('in windows-hosted mode, saves the same bytes and confirms the Downloads folder', async () => {
    sessionStorage.setItem(windowsHostedKey, 'true');
    const result = await downloadAndCheck();
    expect(result.mode).toBe('windows-hosted');
    expect(result.confirmation).toBe(
      messages.inbox.savedToDownloads.replace('{name}', 'Welcome to your claim.pdf'),
    );
  });

  it('starts no download when the server refuses the file', async () => {
    api.on(endpoints.getFileContent.path, { status: 225, body: [{ Number: 80, Message: 'Not found' }] });
    await expect(downloadStoredFile('file-7')).rejects.toThrow();
    expect(clicked).toEqual([]);
    expect(blobs).toEqual([]);
  });
});
