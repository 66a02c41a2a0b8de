import { type Claim, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { post, seedDemo, sessionRow } from '../sign-in/sign-in-fixtures.js';
import { ALEX, SAM, businessError, ok, signIn } from '../account/account-fixtures.js';

const { getClaims, selectClaim, deselectClaim, getUnreadMessageCount } = endpoints;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});

describe('getclaims', () => {
  it('lists exactly the signed-in claimant’s claims, newest accident first, with dd/mm/yyyy dates', async () => {
    const alex = await signIn(t, ALEX);
    expect(ok<Claim[]>(await post(t, getClaims.path, { AccessToken: alex }))).toEqual([
      { Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong' },
      { Number: '12/34568', Date: '02/08/2023', Location: '' },
    ]);
    const sam = await signIn(t, SAM);
    expect(ok<Claim[]>(await post(t, getClaims.path, { AccessToken: sam }))).toEqual([
      { Number: '23/45678', Date: '19/06/2025', Location: 'Hoddle St, Collingwood' },
    ]);
  });

  it('refuses a registration or sign-in-pending token with 21', async () => {
    for (const kind of ['registration', 'loginPending'] as const) {
      const { token } = await t.createSession({ kind });
      expect(businessError(await post(t, getClaims.path, { AccessToken: token })), kind).toBe(21);
    }
  });

  it('refuses a call without a token with 18', async () => {
    expect(businessError(await post(t, getClaims.path, {}))).toBe(18);
  });
});

describe('selectclaim and deselectclaim', () => {
  it('lets a claim-scoped call past claimNotSelected only after a claim is selected', async () => {
    const alex = await signIn(t, ALEX);
    const before = await post(t, getUnreadMessageCount.path, { AccessToken: alex });
    expect(businessError(before)).toBe(serverErrors.claimNotSelected.Number);

    const selected = await post(t, selectClaim.path, {
      AccessToken: alex,
      Number: '12/34568',
      Date: '02/08/2023',
      Location: '',
      Selected: true,
    });
    expect(ok(selected)).toBe(true);
    const row = await sessionRow(t, alex);
    const claim = await t.database.db
      .selectFrom('claims')
      .selectAll()
      .where('number', '=', '12/34568')
      .executeTakeFirstOrThrow();
    expect(row.selected_claim_id).toBe(claim.id);
    // Past the selection check: the inbox itself is not built yet (104) or answers normally.
    const after = await post(t, getUnreadMessageCount.path, { AccessToken: alex });
    if (after.statusCode === 225) {
      expect(businessError(after)).not.toBe(serverErrors.claimNotSelected.Number);
    } else {
      expect(after.statusCode).toBe(200);
    }

    expect(ok(await post(t, deselectClaim.path, { AccessToken: alex, Number: '12/34568' }))).toBe(true);
    expect((await sessionRow(t, alex)).selected_claim_id).toBeNull();
    const deselected = await post(t, getUnreadMessageCount.path, { AccessToken: alex });
    expect(businessError(deselected)).toBe(serverErrors.claimNotSelected.Number);
  });

  it('deselects with an empty body beside the token', async () => {
    const sam = await signIn(t, SAM);
    ok(await post(t, selectClaim.path, { AccessToken: sam, Number: '23/45678' }));
    expect(ok(await post(t, deselectClaim.path, { AccessToken: sam }))).toBe(true);
    expect((await sessionRow(t, sam)).selected_claim_id).toBeNull();
  });

  it('refuses another claimant’s claim with 151 and leaves the selection as it was', async () => {
    const sam = await signIn(t, SAM);
    ok(await post(t, selectClaim.path, { AccessToken: sam, Number: '23/45678' }));
    const selectedBefore = (await sessionRow(t, sam)).selected_claim_id;
    const response = await post(t, selectClaim.path, { AccessToken: sam, Number: '12/34567' });
    expect(businessError(response)).toBe(serverErrors.claimNotFound.Number);
    expect(response.json()).toEqual([serverErrors.claimNotFound]);
    expect((await sessionRow(t, sam)).selected_claim_id).toBe(selectedBefore);

    const alex = await signIn(t, ALEX);
    expect(businessError(await post(t, selectClaim.path, { AccessToken: alex, Number: '23/45678' }))).toBe(
      151,
    );
    expect((await sessionRow(t, alex)).selected_claim_id).toBeNull();
  });

  it('refuses a claim number that does not exist with 151', async () => {
    const alex = await signIn(t, ALEX);
    expect(businessError(await post(t, selectClaim.path, { AccessToken: alex, Number: '99/99999' }))).toBe(
      151,
    );
  });

  it('answers 415 when the claim number is missing', async () => {
    const alex = await signIn(t, ALEX);
    const response = await post(t, selectClaim.path, { AccessToken: alex });
    expect(response.statusCode).toBe(415);
  });

  it('keeps each session’s selection its own', async () => {
    const first = await signIn(t, ALEX);
    const second = await signIn(t, ALEX);
    ok(await post(t, selectClaim.path, { AccessToken: first, Number: '12/34567' }));
    expect((await sessionRow(t, second)).selected_claim_id).toBeNull();
  });
});
