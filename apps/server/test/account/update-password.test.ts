import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  DEMO_PASSWORD,
  accountByUsername,
  auditActions,
  post,
  seedDemo,
  tokenState,
} from '../sign-in/sign-in-fixtures.js';
import { ALEX, SAM, businessError, ok, signIn } from './account-fixtures.js';

const updatePassword = endpoints.updatePassword.path;
const NEW_PASSWORD = 'Harbour-Lamp-42';

let t: TestApp;
let seededAt: Date;
let seededAccounts: { id: string; password_hash: string }[];
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
  await seedDemo(t);
  seededAt = t.clock.now();
  seededAccounts = [await accountByUsername(t, ALEX), await accountByUsername(t, SAM)];
});
afterAll(async () => {
  await t.close();
});
// Tests change Alex's password, move the clock and use up Sam's tries: each starts from the demo's
// passwords at the seeding time, with no throttle and no audit rows of another test.
beforeEach(async () => {
  t.clock.current = new Date(seededAt.getTime());
  for (const { id, password_hash } of seededAccounts) {
    await t.database.db.updateTable('accounts').set({ password_hash }).where('id', '=', id).execute();
  }
  await t.database.db.deleteFrom('rate_limits').execute();
  await t.database.db.deleteFrom('audit_log').execute();
});

function change(token: string, oldPassword: string, newPassword: string, reEnter: string = newPassword) {
  return post(t, updatePassword, {
    AccessToken: token,
    OldPassword: oldPassword,
    NewPassword: newPassword,
    ReEnterPassword: reEnter,
  });
}

describe('updatepassword', () => {
  it('refuses a wrong current password with 80 and keeps the stored password', async () => {
    const alex = await signIn(t, ALEX);
    const hashBefore = (await accountByUsername(t, ALEX)).password_hash;
    const response = await change(alex, 'Not-the-password-1', NEW_PASSWORD);
    expect(businessError(response)).toBe(serverErrors.currentPasswordWrong.Number);
    expect(response.json()).toEqual([{ Number: 80, Message: 'Invalid password. Try again' }]);
    expect((await accountByUsername(t, ALEX)).password_hash).toBe(hashBefore);
    expect(await tokenState(t, alex)).toBe('signedIn');
  });

  it('refuses a new password outside the rule, a differing confirmation and a breached password', async () => {
    const alex = await signIn(t, ALEX);
    const hashBefore = (await accountByUsername(t, ALEX)).password_hash;
    expect(businessError(await change(alex, DEMO_PASSWORD, 'short1'))).toBe(
      serverErrors.passwordRules.Number,
    );
    expect(businessError(await change(alex, DEMO_PASSWORD, 'lowercaseonly'))).toBe(130);
    expect(businessError(await change(alex, DEMO_PASSWORD, NEW_PASSWORD, 'Harbour-Lamp-43'))).toBe(
      serverErrors.passwordMismatch.Number,
    );
    expect(businessError(await change(alex, DEMO_PASSWORD, 'Welcome123'))).toBe(
      serverErrors.passwordBreached.Number,
    );
    expect((await accountByUsername(t, ALEX)).password_hash).toBe(hashBefore);
  });

  it('changes the password, keeps this session, ends the others and audits the change', async () => {
    const other = await signIn(t, SAM);
    const elsewhere = await signIn(t, ALEX);
    const current = await signIn(t, ALEX);
    const currentSession = await t.app.sessions.resolve(current);
    if (!currentSession.ok) throw new Error('token does not resolve');
    const secure = await t.createSession({
      kind: 'secureUpdate',
      accountId: currentSession.auth.accountId,
      claimantId: currentSession.auth.claimantId,
      parentSessionId: currentSession.auth.sessionId,
      purpose: '2',
    });

    expect(ok(await change(current, DEMO_PASSWORD, NEW_PASSWORD))).toBe(true);

    expect(await tokenState(t, current)).toBe('signedIn');
    expect(await tokenState(t, secure.token)).toBe('secureUpdate');
    expect(await tokenState(t, elsewhere)).toBe('revoked');
    expect(await tokenState(t, other)).toBe('signedIn');

    const oldLogin = await post(t, endpoints.login.path, { EmailAddress: ALEX, Password: DEMO_PASSWORD });
    expect(businessError(oldLogin)).toBe(serverErrors.signInFailed.Number);
    await signIn(t, ALEX, NEW_PASSWORD);

    const audit = await auditActions(t, 'password.changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.claimant_id).toBe((await accountByUsername(t, ALEX)).claimant_id);
    expect(audit[0]?.details ?? '').not.toContain(NEW_PASSWORD);
  });

  it('checks the current password of the caller’s own account only', async () => {
    // Both start with the demo password: Alex changes his, which is then not Sam's current password.
    expect(ok(await change(await signIn(t, ALEX), DEMO_PASSWORD, NEW_PASSWORD))).toBe(true);
    const sam = await signIn(t, SAM);
    expect(businessError(await change(sam, NEW_PASSWORD, 'Another-Lamp-77'))).toBe(80);
    expect(await tokenState(t, sam)).toBe('signedIn');
  });

  it('refuses every attempt for 15 minutes after five wrong current passwords, the right one included', async () => {
    // Sam's account only: the other cases use Alex. The window is fixed, so start at its beginning.
    t.clock.current = new Date('2026-11-21T03:00:00.000Z');
    const sam = await signIn(t, SAM);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        businessError(await change(sam, `Wrong-guess-${attempt}A`, NEW_PASSWORD)),
        `try ${attempt}`,
      ).toBe(80);
    }
    const hashBefore = (await accountByUsername(t, SAM)).password_hash;
    const refused = await change(sam, DEMO_PASSWORD, NEW_PASSWORD);
    expect(refused.json()).toEqual([
      { Number: serverErrors.attemptsThrottled.Number, Message: serverErrors.attemptsThrottled.Message },
    ]);
    expect((await accountByUsername(t, SAM)).password_hash).toBe(hashBefore);
    expect(await auditActions(t, 'password.changeThrottled')).toHaveLength(1);

    t.clock.advanceMinutes(15);
    const fresh = await signIn(t, SAM);
    // A new window: the current password is checked again (a wrong one is 80, not 113).
    expect(businessError(await change(fresh, 'Wrong-guess-6A', NEW_PASSWORD))).toBe(80);
  });

  it('refuses a registration or sign-in-pending token with 21', async () => {
    for (const kind of ['registration', 'loginPending'] as const) {
      const { token } = await t.createSession({ kind });
      expect(businessError(await change(token, DEMO_PASSWORD, NEW_PASSWORD)), kind).toBe(21);
    }
  });

  it('answers 415 when a field is missing', async () => {
    const sam = await signIn(t, SAM);
    const response = await post(t, updatePassword, { AccessToken: sam, OldPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(415);
  });
});
