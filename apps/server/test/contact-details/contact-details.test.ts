import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  ALEX_MOBILE,
  DEMO,
  accountOf,
  clearRateLimits,
  createCodeTestApp,
  errorNumber,
  generate,
  latestCodeFor,
  post,
  validate,
} from '../access-code/access-code-fixtures.js';
import {
  type SignedIn,
  claimantRow,
  latestAudit,
  outboxFor,
  secureTokenFor,
  signedInAs,
} from '../bank-details/account-edit-fixtures.js';

const UPDATE = endpoints.updateContactDetails.path;
/** In the shipped address sample: a street address and a PO box. */
const PAKINGTON = 'GAVIC411702381';
const PO_BOX = 'GAVIC411713201';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof claimantRow>>[];
beforeAll(async () => {
  t = await createCodeTestApp();
  seeded = await Promise.all(
    [DEMO.alex, DEMO.sam].map(async (username) => claimantRow(t, (await accountOf(t, username)).claimant_id)),
  );
});
afterAll(async () => {
  await t.close();
});
// Tests change Alex's (and try Sam's) contact details: each starts from the demo's, with an audit trail
// of its own.
beforeEach(async () => {
  await clearRateLimits(t);
  for (const { id, ...fields } of seeded) {
    await t.database.db.updateTable('claimants').set(fields).where('id', '=', id).execute();
  }
  await t.database.db.deleteFrom('audit_log').execute();
});

const invalid = (message: string) => [{ Number: serverErrors.invalidRequest.Number, Message: message }];

/** The claimant's contact details as getaccount shows them, for the form to change. */
async function currentContact(claimantId: string) {
  const row = await claimantRow(t, claimantId);
  return {
    EmailAddress: row.email ?? '',
    MobileNumber: row.mobile ?? '',
    PhoneNumber: row.phone_area_code
      ? { IntlNumber: '61', AreaCode: row.phone_area_code, Number: row.phone_number ?? '' }
      : null,
    HomeAddressForDB: JSON.parse(row.home_address ?? 'null') as unknown,
    PostalAddressForDB: row.addresses_same ? null : (JSON.parse(row.postal_address ?? 'null') as unknown),
  };
}

async function update(token: string, claimantId: string, changes: Record<string, unknown>) {
  return post(t, UPDATE, { AccessToken: token, ...(await currentContact(claimantId)), ...changes });
}

describe('updatecontactdetails: phone and addresses', () => {
  let alex: SignedIn;
  beforeAll(async () => {
    alex = await signedInAs(t, DEMO.alex);
  });

  it('changes the home address with the session token, from the address index, postal the same, audited', async () => {
    const before = await claimantRow(t, alex.claimantId);
    const response = await update(alex.token, alex.claimantId, {
      HomeAddressForDB: { ExperianSingleSelectedLine: 'typed by the client', Moniker: PAKINGTON },
      PostalAddressForDB: null,
      PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '9123 4567' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    const after = await claimantRow(t, alex.claimantId);
    const home = JSON.parse(after.home_address ?? '{}') as Record<string, string>;
    expect(home).toMatchObject({
      ExperianSingleSelectedLine: '14 Pakington Street, Geelong West VIC 3218',
      Moniker: PAKINGTON,
    });
    expect(after).toMatchObject({
      postal_address: after.home_address,
      addresses_same: 1,
      phone_area_code: '03',
      phone_number: '91234567',
      email: before.email,
      mobile: before.mobile,
    });
    const audit = await latestAudit(t, alex.claimantId, 'contactDetails.updated');
    expect(audit?.before).toMatchObject({ phone_number: '52214567', home_address: before.home_address });
    expect(audit?.after).toMatchObject({ phone_number: '91234567', home_address: after.home_address });
  });

  it('keeps a separate postal address, which may be a PO box', async () => {
    const response = await update(alex.token, alex.claimantId, {
      PostalAddressForDB: { ExperianSingleSelectedLine: 'x', Moniker: PO_BOX },
      AreAddressesSame: false,
    });
    expect(response.statusCode).toBe(200);
    const row = await claimantRow(t, alex.claimantId);
    expect(row.addresses_same).toBe(0);
    expect(JSON.parse(row.postal_address ?? '{}')).toMatchObject({ AddressLine1: 'PO Box 88' });
  });

  it('refuses a PO box as the home address, picked or typed', async () => {
    const picked = await update(alex.token, alex.claimantId, {
      HomeAddressForDB: { ExperianSingleSelectedLine: 'somewhere', Moniker: PO_BOX },
    });
    expect(picked.json()).toEqual(invalid(messages.registration.homeAddressPoBox));
    const typed = await update(alex.token, alex.claimantId, {
      HomeAddressForDB: { ExperianSingleSelectedLine: 'PO Box 12, Geelong VIC 3220' },
    });
    expect(typed.statusCode).toBe(225);
    expect(typed.json()).toEqual(invalid(messages.registration.homeAddressPoBox));
  });

  it('answers the form texts for a missing home or postal address and an incomplete phone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ HomeAddressForDB: { ExperianSingleSelectedLine: ' ' } }, messages.fields.address.home],
      [{ PostalAddressForDB: null, AreAddressesSame: false }, messages.fields.address.postal],
      [{ PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '' } }, messages.fields.phone.number],
      [
        { PhoneNumber: { IntlNumber: '61', AreaCode: '', Number: '91234567' } },
        messages.fields.phone.areaCode,
      ],
      [{ EmailAddress: '' }, messages.fields.email.incorrect],
      [{ EmailAddress: 'not-an-address' }, messages.fields.email.invalid],
      [{ MobileNumber: '12345' }, messages.fields.mobile],
    ];
    for (const [changes, message] of cases) {
      const response = await update(alex.token, alex.claimantId, changes);
      expect(response.statusCode, message).toBe(225);
      expect(response.json(), message).toEqual(invalid(message));
    }
  });

  it('clears the phone when both boxes are empty, and answers 415 without a home address', async () => {
    const cleared = await update(alex.token, alex.claimantId, {
      PhoneNumber: { IntlNumber: '61', AreaCode: '', Number: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await claimantRow(t, alex.claimantId)).phone_number).toBeNull();
    const contact = await currentContact(alex.claimantId);
    const missing = await post(t, UPDATE, {
      ...contact,
      HomeAddressForDB: undefined,
      AccessToken: alex.token,
    });
    expect(missing.statusCode).toBe(415);
  });
});

describe('updatecontactdetails: e-mail and mobile', () => {
  it('refuses an e-mail change with the session token, a bank token or without isSecureUpdate (141)', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const attempts = [
      { token: alex.token, isSecureUpdate: true },
      { token: await secureTokenFor(t, alex, 2), isSecureUpdate: true },
      { token: await secureTokenFor(t, alex, 0), isSecureUpdate: true },
      { token: await secureTokenFor(t, alex, 1), isSecureUpdate: false },
    ];
    for (const { token, isSecureUpdate } of attempts) {
      const response = await update(token, alex.claimantId, {
        EmailAddress: 'new@example.com',
        isSecureUpdate,
      });
      expect(response.json()).toEqual([serverErrors.secureTokenRequired]);
    }
    expect((await claimantRow(t, alex.claimantId)).email).toBe(DEMO.alex);
  });

  it('changes the e-mail with the token of a real e-mail access code, tells the old and new address, and spends the token', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    expect((await generate(t, 'edit', alex.token, 1)).statusCode).toBe(200);
    const code = await latestCodeFor(t, ALEX_MOBILE);
    const secure = (await validate(t, 'edit', alex.token, code)).json() as { AccessToken: string };

    const response = await update(secure.AccessToken, alex.claimantId, {
      EmailAddress: ' alex.new@example.com ',
      isSecureUpdate: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await claimantRow(t, alex.claimantId)).email).toBe('alex.new@example.com');
    for (const to of [DEMO.alex, 'alex.new@example.com']) {
      const sent = await outboxFor(t, to);
      expect(sent.map((m) => m.subject)).toContain('Your TAC e-mail address was changed');
    }
    const audit = await latestAudit(t, alex.claimantId, 'contactDetails.updated');
    expect(audit).toMatchObject({ before: { email: DEMO.alex }, after: { email: 'alex.new@example.com' } });

    const reuse = await update(secure.AccessToken, alex.claimantId, {
      EmailAddress: 'third@example.com',
      isSecureUpdate: true,
    });
    expect(errorNumber(reuse)).toBe(serverErrors.sessionEnded.Number);
    // The signed-in session goes on.
    expect((await update(alex.token, alex.claimantId, {})).statusCode).toBe(200);
    await t.database.db
      .updateTable('claimants')
      .set({ email: DEMO.alex })
      .where('id', '=', alex.claimantId)
      .execute();
  });

  it('changes the mobile with a mobile token and texts the old and the new number', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const token = await secureTokenFor(t, alex, 0);
    const response = await update(token, alex.claimantId, {
      MobileNumber: '0411 222 333',
      isSecureUpdate: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await claimantRow(t, alex.claimantId)).mobile).toBe('0411222333');
    for (const to of [ALEX_MOBILE, '0411222333']) {
      expect((await outboxFor(t, to)).map((m) => m.body)).toContain(
        'The mobile number on your TAC portal account was changed. ' +
          'If you did not make this change, call TAC on 1300 654 329 straight away.',
      );
    }
    await t.database.db
      .updateTable('claimants')
      .set({ mobile: ALEX_MOBILE })
      .where('id', '=', alex.claimantId)
      .execute();
  });

  it('refuses an e-mail or mobile change the provider has disabled, naming the phone line', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    await t.database.db
      .updateTable('claimants')
      .set({ email_edit_disabled: 1, mobile_edit_disabled: 1 })
      .where('id', '=', alex.claimantId)
      .execute();
    const email = await update(await secureTokenFor(t, alex, 1), alex.claimantId, {
      EmailAddress: 'other@example.com',
      isSecureUpdate: true,
    });
    expect(email.json()).toEqual([
      {
        Number: serverErrors.contactEditDisabled.Number,
        Message: 'To change your email address, please call TAC on 1300 654 329.',
      },
    ]);
    const mobile = await update(await secureTokenFor(t, alex, 0), alex.claimantId, {
      MobileNumber: '0499888777',
      isSecureUpdate: true,
    });
    expect(errorNumber(mobile)).toBe(serverErrors.contactEditDisabled.Number);
    await t.database.db
      .updateTable('claimants')
      .set({ email_edit_disabled: 0, mobile_edit_disabled: 0 })
      .where('id', '=', alex.claimantId)
      .execute();
  });

  it("acts only on the token's own claimant: Alex's e-mail token never changes Sam's details", async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const sam = await signedInAs(t, DEMO.sam);
    const samBefore = await claimantRow(t, sam.claimantId);
    const samContact = await currentContact(sam.claimantId);
    // Sam's details with Alex's token; the mobile is left out (Sam has none, and removing Alex's
    // would need a mobile token).
    const response = await post(t, UPDATE, {
      ...samContact,
      MobileNumber: undefined,
      EmailAddress: 'alex.owned@example.com',
      AccessToken: await secureTokenFor(t, alex, 1),
      isSecureUpdate: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await claimantRow(t, sam.claimantId)).toEqual(samBefore);
    expect((await claimantRow(t, alex.claimantId)).email).toBe('alex.owned@example.com');
  });
});
