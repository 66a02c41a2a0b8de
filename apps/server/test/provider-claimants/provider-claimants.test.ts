import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerAuditRows } from '../provider-api/provider-test-support.js';
import { type TestApp, postJson } from '../support/test-app.js';
import {
  callProvider,
  claimantBody,
  claimantIdOfRef,
  createProviderTestApp,
  errorsOf,
  giveAccount,
  homeAddress,
  newProviderKey,
  putClaimant,
  uniqueClaimNumber,
} from './provider-data-fixtures.js';

const postal = {
  ExperianSingleSelectedLine: 'PO Box 12, Geelong VIC 3220',
  AddressLine1: 'PO Box 12',
  Postcode: '3220',
  Country: 'Australia',
};

describe('provider claimant records', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    await t.database.db
      .insertInto('bsb_directory')
      .values({
        bsb: '063-010',
        bank_code: 'CBA',
        name: 'Geelong',
        address: null,
        suburb: null,
        state: 'VIC',
        postcode: '3220',
        payments_flags: null,
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });
  // Tests count the audit rows their calls wrote: none of another test's.
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  it('creates a claimant with identity, contact, bank details, flags and a claim, and reads it back', async () => {
    const claimNumber = uniqueClaimNumber();
    const put = await putClaimant(
      t,
      key,
      'TAC-1001',
      claimantBody(claimNumber, {
        PostalAddress: postal,
        Phone: { AreaCode: '03', Number: '52221234' },
        BankAccountName: 'Casey Morgan',
        BSB: '063010',
        AccountNumber: '1234 5678',
        BankDetailsCanEdit: false,
        IsStateTrustee: true,
        EmailEditDisabled: true,
      }),
    );
    expect(put.statusCode).toBe(200);
    const record = put.json() as Record<string, unknown>;
    expect(record).toMatchObject({
      ClaimantRef: 'TAC-1001',
      Title: 'Ms',
      FirstName: 'Casey',
      MiddleNames: 'Lee',
      Surname: 'Morgan',
      DateOfBirth: '12/08/1984',
      Email: 'casey.morgan@example.com',
      Mobile: '0412345678',
      Phone: { AreaCode: '03', Number: '52221234' },
      HomeAddress: homeAddress,
      PostalAddress: postal,
      AddressesSame: false,
      BankName: 'Commonwealth Bank of Australia',
      BankAccountName: 'Casey Morgan',
      BSB: '063-010',
      AccountNumber: '12345678',
      BankDetailsVerified: false,
      BankDetailsCanEdit: false,
      IsStateTrustee: true,
      EmailEditDisabled: true,
      MobileEditDisabled: false,
      Preferences: { Email: true, SMS: false },
      Claims: [{ Number: claimNumber, DateOfAccident: '03/02/2025', Location: 'Geelong' }],
      Account: null,
    });

    const get = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/TAC-1001', key });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(record);

    const row = await t.database.db
      .selectFrom('claimants')
      .selectAll()
      .where('external_ref', '=', 'TAC-1001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ date_of_birth: '1984-08-12', bank_edit_allowed: 0, is_state_trustee: 1 });

    const audit = (await providerAuditRows(t)).filter((r) => r.action === 'provider.claimant.created');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.claimant_id).toBe(row.id);
    const details = JSON.stringify(audit[0]?.details);
    expect(details).toContain('*****678');
    expect(details).not.toContain('12345678');
  });

  it('lets the created claimant register with the identity the provider gave', async () => {
    const claimNumber = uniqueClaimNumber();
    expect((await putClaimant(t, key, 'TAC-REG', claimantBody(claimNumber))).statusCode).toBe(200);
    const register = (overrides: Record<string, unknown>) =>
      postJson(t.app, endpoints.createAccount.path, {
        AccessToken: '',
        Username: 'casey.reg@example.com',
        FirstName: 'casey',
        LastName: 'Morgan',
        DateOfBirth: '12/08/1984',
        TACNumber: claimNumber,
        EmailAddress: 'casey.reg@example.com',
        MobileNumber: '',
        NewPassword: 'Tram-Lines-42',
        ReEnterPassword: 'Tram-Lines-42',
        HomeAddress: homeAddress,
        PostalAddress: null,
        AreAddressesSame: true,
        ...overrides,
      });

    const wrong = await register({ DateOfBirth: '13/08/1984' });
    expect(errorsOf(wrong)[0]?.Number).toBe(serverErrors.registrationNotMatched.Number);
    const right = await register({});
    expect(right.statusCode).toBe(200);
    expect(right.json()).toHaveProperty('AccessToken');

    const read = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/TAC-REG', key });
    expect((read.json() as { Account: unknown }).Account).toMatchObject({
      Username: 'casey.reg@example.com',
      Activated: false,
    });
    expect(read.body).not.toMatch(/password|argon/i);
  });

  it('updates contact details, keeps what is left out, clears what is null and never unlinks unasked', async () => {
    const first = uniqueClaimNumber();
    const second = uniqueClaimNumber();
    await putClaimant(
      t,
      key,
      'TAC-UPD',
      claimantBody(first, { BankAccountName: 'C M', BSB: '063-010', AccountNumber: '987654' }),
    );

    const update = await putClaimant(t, key, 'TAC-UPD', {
      FirstName: 'Casey',
      Surname: 'Morgan-Lee',
      DateOfBirth: '12/08/1984',
      Email: 'casey.new@example.com',
      Mobile: null,
      PostalAddress: postal,
      Claims: [{ Number: second, DateOfAccident: '01/01/2026' }],
    });
    expect(update.statusCode).toBe(200);
    const record = update.json() as Record<string, unknown>;
    expect(record).toMatchObject({
      Surname: 'Morgan-Lee',
      Title: 'Ms',
      MiddleNames: 'Lee',
      Email: 'casey.new@example.com',
      Mobile: null,
      HomeAddress: homeAddress,
      PostalAddress: postal,
      AddressesSame: false,
      AccountNumber: '987654',
      Preferences: { Email: true, SMS: false },
    });
    expect((record.Claims as { Number: string }[]).map((c) => c.Number)).toEqual([first, second].sort());

    const replaced = await putClaimant(t, key, 'TAC-UPD', {
      FirstName: 'Casey',
      Surname: 'Morgan-Lee',
      DateOfBirth: '12/08/1984',
      BSB: null,
      BankAccountName: null,
      AccountNumber: null,
      Claims: [{ Number: second, DateOfAccident: '01/01/2026', Location: 'Ballarat' }],
      ReplaceClaims: true,
    });
    expect(replaced.json()).toMatchObject({
      Email: 'casey.new@example.com',
      BSB: null,
      AccountNumber: null,
      BankName: null,
      Claims: [{ Number: second, DateOfAccident: '01/01/2026', Location: 'Ballarat' }],
    });
    // The unlinked claim itself stays (its messages and submissions are kept).
    const claim = await t.database.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', first)
      .executeTakeFirst();
    expect(claim).toBeDefined();

    const actions = (await providerAuditRows(t)).filter(
      (r) => r.action === 'provider.claimant.updated' && r.claimant_id !== null,
    );
    expect(actions.length).toBeGreaterThanOrEqual(2);
    const unlinked = actions.map((r) => (r.details as { claims: { unlinked: string[] } }).claims.unlinked);
    expect(unlinked).toContainEqual([first]);
  });

  it('refuses a claim linked to another claimant and changes nothing', async () => {
    const claimNumber = uniqueClaimNumber();
    await putClaimant(t, key, 'TAC-OWNER', claimantBody(claimNumber));
    const other = uniqueClaimNumber();
    const response = await putClaimant(
      t,
      key,
      'TAC-INTRUDER',
      claimantBody(other, {
        FirstName: 'Jamie',
        Claims: [
          { Number: other, DateOfAccident: '01/01/2025' },
          { Number: claimNumber, DateOfAccident: '01/01/2025' },
        ],
      }),
    );
    expect(response.statusCode).toBe(225);
    expect(errorsOf(response)).toEqual([
      {
        Number: serverErrors.providerClaimLinkedElsewhere.Number,
        Message: `Claim ${claimNumber} is already linked to another claimant.`,
      },
    ]);
    const intruder = await t.database.db
      .selectFrom('claimants')
      .select('id')
      .where('external_ref', '=', 'TAC-INTRUDER')
      .executeTakeFirst();
    expect(intruder).toBeUndefined();
    const created = await t.database.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', other)
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('answers 225 notFound for an unknown reference and 415 for a malformed one', async () => {
    const unknown = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/NOBODY', key });
    expect(unknown.statusCode).toBe(225);
    expect(errorsOf(unknown)[0]?.Number).toBe(serverErrors.notFound.Number);
    const malformed = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/a%20b', key });
    expect(malformed.statusCode).toBe(415);
  });

  it('checks fields with the claimant contract rules (415 with the field and its message)', async () => {
    const claimNumber = uniqueClaimNumber();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ Email: 'not-an-email' }, /^Email: Enter a valid email address/],
      [{ Mobile: '12345' }, /Mobile: Enter a valid Australian 10 digit phone number/],
      [{ DateOfBirth: '31/02/1984' }, /DateOfBirth: Enter a valid Date of Birth/],
      [
        { Claims: [{ Number: '1234567', DateOfAccident: '01/01/2025' }] },
        /^Claims\.0\.Number: Enter a valid claim number/,
      ],
      [{ BSB: '063-010' }, /^BSB: Give BankAccountName, BSB and AccountNumber together/],
      [{ BankAccountName: 'X', BSB: '06-301', AccountNumber: '123456' }, /Enter a valid 6 digit BSB number/],
      [{ HomeAddress: postal }, /home address/i],
    ];
    for (const [change, message] of cases) {
      const response = await putClaimant(t, key, 'TAC-BAD', claimantBody(claimNumber, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(415);
      const [item, ...others] = errorsOf(response);
      expect(others).toEqual([]);
      expect(item?.Number).toBe(serverErrors.invalidRequest.Number);
      // The provider is told the field and the contract's rule; the log keeps the same detail.
      expect(item?.Message).toMatch(message);
      const logged = t.logs.filter((line) => line.msg === 'unprocessable request').at(-1);
      expect(String(logged?.detail)).toMatch(message);
    }
  });

  it('shows the account of a registered claimant without any secret, and refuses calls without a key', async () => {
    const claimNumber = uniqueClaimNumber();
    await putClaimant(t, key, 'TAC-ACC', claimantBody(claimNumber));
    await giveAccount(t, await claimantIdOfRef(t, 'TAC-ACC'), 'casey.acc@example.com', 'Harbour-Lights-9');
    const read = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/TAC-ACC', key });
    expect((read.json() as { Account: unknown }).Account).toMatchObject({
      Username: 'casey.acc@example.com',
      Activated: true,
    });
    expect(read.body).not.toContain('$argon2');
    const anonymous = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/TAC-ACC' });
    expect(anonymous.statusCode).toBe(401);
  });
});
