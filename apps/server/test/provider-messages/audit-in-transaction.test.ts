import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditProbe } from '../support/failing-audit.js';
import { newId } from '../../src/lib/ids.js';
import { samples, storedFileCount } from '../files/files-fixtures.js';
import { type TestApp, postJson } from '../support/test-app.js';
import {
  callProvider,
  claimantBody,
  claimantIdOfRef,
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  putClaimant,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';

// A recordAudit that fails on demand and notes whether it ran inside a transaction (support/failing-audit.ts).
vi.mock('../../src/modules/audit/audit.service.js', async (importOriginal) =>
  (await import('../support/failing-audit.js')).failingAuditService(importOriginal),
);

/** Review item 3: a change and its audit entry commit together, or neither does. */
describe('changes audited in their own transaction', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Quinn');
  });
  afterEach(() => {
    auditProbe.failing = null;
  });
  afterAll(async () => {
    await t.close();
  });

  const sendMessage = (subject: string) =>
    callProvider(t.app, {
      method: 'POST',
      url: '/provider/v1/messages',
      key,
      body: {
        ClaimNumber: claimant.claimNumber,
        Subject: subject,
        Message: 'Text',
        Attachments: [{ Filename: 'letter.pdf', Data: samples.pdf.toString('base64') }],
      },
    });

  function expectFault(response: { statusCode: number; body: string }) {
    expect(response.statusCode, response.body).toBe(225);
    expect(errorsOf(response as Parameters<typeof errorsOf>[0])[0]?.Number).toBe(
      serverErrors.unexpected.Number,
    );
  }

  const noticesTo = async (recipient: string) => {
    // Notices are delivered after the call (issue 29): what is due is delivered before counting.
    await t.app.deliveryWorker.flush();
    const rows = await t.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', recipient)
      .execute();
    return rows.length;
  };

  it('writes each audit entry inside the transaction of its change', async () => {
    const sent = await sendMessage('Audited');
    expect(sent.statusCode).toBe(200);
    const { MessageId } = sent.json() as { MessageId: string };
    const read = await postJson(t.app, endpoints.markAsRead.path, { AccessToken: claimant.token, MessageId });
    expect(read.json()).toBe(true);
    expect(auditProbe.inTransaction.get('provider.message.sent')).toBe(true);
    expect(auditProbe.inTransaction.get('inbox.read')).toBe(true);
    expect(auditProbe.inTransaction.get('provider.claimant.created')).toBe(true);
  });

  it('stores no message, no file and sends no notice when the audit of a provider message fails', async () => {
    const messages = () =>
      t.database.db
        .selectFrom('inbox_messages')
        .select('id')
        .where('subject', '=', 'Never audited')
        .execute();
    const filesBefore = storedFileCount(t);
    const noticesBefore = await noticesTo(claimant.username);
    auditProbe.failing = 'provider.message.sent';
    expectFault(await sendMessage('Never audited'));
    expect(await messages()).toEqual([]);
    expect(storedFileCount(t)).toBe(filesBefore);
    expect(await noticesTo(claimant.username)).toBe(noticesBefore);
  });

  it('leaves the message unread when the audit of markasread fails', async () => {
    const { MessageId } = (await sendMessage('Stays unread')).json() as { MessageId: string };
    auditProbe.failing = 'inbox.read';
    expectFault(await postJson(t.app, endpoints.markAsRead.path, { AccessToken: claimant.token, MessageId }));
    const row = await t.database.db
      .selectFrom('inbox_messages')
      .select('read_at')
      .where('id', '=', MessageId)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('creates no claimant and changes none when the audit of a claimant save fails', async () => {
    auditProbe.failing = 'provider.claimant.created';
    expectFault(await putClaimant(t, key, 'AUDIT-NEW', claimantBody(uniqueClaimNumber())));
    const created = await t.database.db
      .selectFrom('claimants')
      .select('id')
      .where('external_ref', '=', 'AUDIT-NEW')
      .execute();
    expect(created).toEqual([]);

    auditProbe.failing = 'provider.claimant.updated';
    const update = claimantBody(claimant.claimNumber, {
      FirstName: 'Quinn',
      Surname: 'Renamed',
      Email: claimant.username,
    });
    expectFault(await putClaimant(t, key, claimant.ref, update));
    const row = await t.database.db
      .selectFrom('claimants')
      .select('surname')
      .where('id', '=', await claimantIdOfRef(t, claimant.ref))
      .executeTakeFirstOrThrow();
    expect(row.surname).toBe('Morgan');
  });

  it('leaves a submission submitted when the audit of marking it received fails, and audits it once', async () => {
    const at = t.clock.now().toISOString();
    const claim = await t.database.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', claimant.claimNumber)
      .executeTakeFirstOrThrow();
    const submissionId = newId();
    await t.database.db
      .insertInto('submissions')
      .values({
        id: submissionId,
        claimant_id: claimant.claimantId,
        claim_id: claim.id,
        kind: 'contact',
        status: 'submitted',
        data: '{}',
        created_at: at,
        submitted_at: at,
        received_at: null,
      })
      .execute();
    const markReceived = () =>
      callProvider(t.app, { method: 'POST', url: `/provider/v1/submissions/${submissionId}/received`, key });
    const status = async () =>
      (
        await t.database.db
          .selectFrom('submissions')
          .select(['status', 'received_at'])
          .where('id', '=', submissionId)
          .executeTakeFirstOrThrow()
      ).status;

    auditProbe.failing = 'provider.submission.received';
    expectFault(await markReceived());
    expect(await status()).toBe('submitted');

    auditProbe.failing = null;
    expect((await markReceived()).statusCode).toBe(200);
    expect((await markReceived()).statusCode).toBe(200);
    expect(await status()).toBe('received');
    expect(auditProbe.inTransaction.get('provider.submission.received')).toBe(true);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'provider.submission.received')
      .where('details', 'like', `%${submissionId}%`)
      .execute();
    expect(entries).toHaveLength(1);
  });
});
