import { type Account, endpoints, formatMessage, messages, serverErrors } from '@portal/contract';

const branding = { provider: 'TAC', phone: '1300 654 329' };
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { auditActions, post, seedDemo } from '../sign-in/sign-in-fixtures.js';
import { ALEX, SAM, businessError, claimantOf, ok, signIn } from './account-fixtures.js';

const { getAccount, updatePreferences, verifyBankDetails } = endpoints;

let t: TestApp;
let seeded: { id: string; pref_sms: number; pref_email: number; bank_details_verified: number }[];
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
  await seedDemo(t);
  seeded = [await claimantOf(t, ALEX), await claimantOf(t, SAM)];
});
afterAll(async () => {
  await t.close();
});
// Tests change Alex's and Sam's choices and verification: each starts from the seeded ones, with an
// audit trail of its own.
beforeEach(async () => {
  for (const { id, pref_sms, pref_email, bank_details_verified } of seeded) {
    await t.database.db
      .updateTable('claimants')
      .set({ pref_sms, pref_email, bank_details_verified })
      .where('id', '=', id)
      .execute();
  }
  await t.database.db.deleteFrom('audit_log').execute();
});

describe('verifybankdetails', () => {
  it('marks Alex’s bank details verified, audited, and getaccount shows it', async () => {
    const alex = await signIn(t, ALEX);
    const before = ok<Account>(await post(t, getAccount.path, { AccessToken: alex }));
    expect(before.BankDetailsVerified).toBe(false);
    expect(ok(await post(t, verifyBankDetails.path, { AccessToken: alex }))).toBe(true);
    const after = ok<Account>(await post(t, getAccount.path, { AccessToken: alex }));
    expect(after.BankDetailsVerified).toBe(true);
    const audit = await auditActions(t, 'bankDetails.verified');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.claimant_id).toBe((await claimantOf(t, ALEX)).id);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ before: false, after: true });
  });

  it('refuses a claimant with no bank details and changes nothing', async () => {
    const sam = await signIn(t, SAM);
    const response = await post(t, verifyBankDetails.path, { AccessToken: sam });
    expect(businessError(response)).toBe(serverErrors.bankDetailsMissing.Number);
    expect((await claimantOf(t, SAM)).bank_details_verified).toBe(0);
  });

  it('refuses a registration token with 21', async () => {
    const { token } = await t.createSession({ kind: 'registration' });
    expect(businessError(await post(t, verifyBankDetails.path, { AccessToken: token }))).toBe(21);
  });
});

describe('updatepreferences', () => {
  it('saves Alex’s choice with an audit row of before and after', async () => {
    const alex = await signIn(t, ALEX);
    expect(ok(await post(t, updatePreferences.path, { AccessToken: alex, SMS: false, Email: true }))).toBe(
      true,
    );
    const account = ok<Account>(await post(t, getAccount.path, { AccessToken: alex }));
    expect(account.Preferences).toEqual({ SMS: false, Email: true });
    const audit = await auditActions(t, 'preferences.updated');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      before: { SMS: true, Email: true },
      after: { SMS: false, Email: true },
    });
    ok(await post(t, updatePreferences.path, { AccessToken: alex, SMS: true, Email: false }));
    expect((await claimantOf(t, ALEX)).pref_email).toBe(0);
    expect((await claimantOf(t, ALEX)).pref_sms).toBe(1);
  });

  it('tells the e-mail and mobile on record about a real change, without the new choice, and not about a repeat', async () => {
    const alex = await signIn(t, ALEX);
    const claimant = await claimantOf(t, ALEX);
    const noticesTo = async (to: string) => {
      // Notices are delivered after the call (issue 29): what is due is delivered before reading.
      await t.app.deliveryWorker.flush();
      return (
        await t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', to).execute()
      ).filter((m) => m.body === formatMessage(messages.notifications.preferencesChangedBody, branding));
    };
    const before = {
      email: (await noticesTo(claimant.email!)).length,
      sms: (await noticesTo(claimant.mobile!)).length,
    };
    const current = { SMS: claimant.pref_sms === 1, Email: claimant.pref_email === 1 };
    ok(await post(t, updatePreferences.path, { AccessToken: alex, ...current }));
    expect((await noticesTo(claimant.email!)).length).toBe(before.email);
    // A different choice that keeps a channel on, whatever the earlier tests left.
    const changed = current.Email ? { SMS: true, Email: false } : { SMS: true, Email: true };
    ok(await post(t, updatePreferences.path, { AccessToken: alex, ...changed }));
    const email = await noticesTo(claimant.email!);
    expect(email).toHaveLength(before.email + 1);
    expect(email.at(-1)?.subject).toBe(
      formatMessage(messages.notifications.preferencesChangedSubject, branding),
    );
    expect(await noticesTo(claimant.mobile!)).toHaveLength(before.sms + 1);
  });

  it('refuses turning both channels off with 164', async () => {
    const alex = await signIn(t, ALEX);
    const before = await claimantOf(t, ALEX);
    const response = await post(t, updatePreferences.path, { AccessToken: alex, SMS: false, Email: false });
    expect(businessError(response)).toBe(serverErrors.contactMethodRequired.Number);
    const after = await claimantOf(t, ALEX);
    expect([after.pref_sms, after.pref_email]).toEqual([before.pref_sms, before.pref_email]);
  });

  it('refuses SMS for Sam, who has no mobile, with the page’s warning text', async () => {
    const sam = await signIn(t, SAM);
    const response = await post(t, updatePreferences.path, { AccessToken: sam, SMS: true, Email: true });
    expect(businessError(response)).toBe(serverErrors.preferenceMobileMissing.Number);
    expect(response.json()).toEqual([
      {
        Number: serverErrors.preferenceMobileMissing.Number,
        Message:
          'Update your Mobile Number under Contact Details to select SMS as your preferred contact method.',
      },
    ]);
    expect(messages.myDetails.preferences.mobileMissing).toBe(serverErrors.preferenceMobileMissing.Message);
    expect((await claimantOf(t, SAM)).pref_sms).toBe(0);
  });

  it('refuses Email when there is no e-mail address on record', async () => {
    const alex = await signIn(t, ALEX);
    const claimant = await claimantOf(t, ALEX);
    await t.database.db.updateTable('claimants').set({ email: null }).where('id', '=', claimant.id).execute();
    try {
      const response = await post(t, updatePreferences.path, { AccessToken: alex, SMS: true, Email: true });
      expect(businessError(response)).toBe(serverErrors.preferenceEmailMissing.Number);
      expect((response.json() as { Message: string }[])[0]?.Message).toBe(
        'Update your Email under Contact Details to select Email as your preferred contact method.',
      );
    } finally {
      await t.database.db
        .updateTable('claimants')
        .set({ email: claimant.email })
        .where('id', '=', claimant.id)
        .execute();
    }
  });

  it('changes only the caller’s own preferences', async () => {
    const sam = await signIn(t, SAM);
    const alexBefore = await claimantOf(t, ALEX);
    ok(await post(t, updatePreferences.path, { AccessToken: sam, SMS: false, Email: true }));
    const alexAfter = await claimantOf(t, ALEX);
    expect([alexAfter.pref_sms, alexAfter.pref_email]).toEqual([alexBefore.pref_sms, alexBefore.pref_email]);
  });

  it('answers 415 for a preference that is not a boolean', async () => {
    const alex = await signIn(t, ALEX);
    const response = await post(t, updatePreferences.path, { AccessToken: alex, SMS: 'yes', Email: true });
    expect(response.statusCode).toBe(415);
  });
});
