import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceDrafts } from '../lib/drafts/app-device-drafts';
import { sessionStore } from '../lib/session-store';
import { signOut } from './sign-out';

vi.mock('../lib/api-client', () => ({ callEndpoint: vi.fn(() => Promise.resolve({})) }));

const user = { AccessToken: 'token-of-riley', isOneTimePassword: false };
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Signs in, keeps a draft and a file on the device, and checks they are there. */
async function keepOfflineWork() {
  sessionStore.signIn(user, { rememberMe: true });
  await deviceDrafts.copyFor('documents-draft', '12/34567').write({ Description: 'typed offline' });
  await deviceDrafts.filesFor('documents-draft', '12/34567').put(new File(['%PDF'], 'letter.pdf'));
  expect(await deviceDrafts.copyFor('documents-draft', '12/34567').read()).not.toBeNull();
}

/** What the same session would find if it came back: the store itself, not just a changed owner. */
async function keptAfterSigningInAgain() {
  sessionStore.signIn(user, { rememberMe: true });
  const draft = await deviceDrafts.copyFor('documents-draft', '12/34567').read();
  const files = await deviceDrafts.filesFor('documents-draft', '12/34567').list();
  return { draft, files };
}

afterEach(() => sessionStore.forceLogout());

describe('sign-out removes what was kept on the device (issue 15)', () => {
  it('deletes every device draft and file on Sign out', async () => {
    await keepOfflineWork();
    await signOut();
    expect(await keptAfterSigningInAgain()).toEqual({ draft: null, files: [] });
  });

  it('deletes them when the session ends any other way (time-out, expired token)', async () => {
    await keepOfflineWork();
    // The idle timeout and an expired-token answer both end the session through forceLogout.
    sessionStore.forceLogout();
    await flush();
    expect(await keptAfterSigningInAgain()).toEqual({ draft: null, files: [] });
  });
});
