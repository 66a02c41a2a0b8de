import { endpoints, encodeReceiptDescription, providerWebhookEventSchema } from '@portal/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { call, medicalCertificate, uploadedId } from '../claimant-submissions/send-documents-fixtures.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { signAuthorityForm } from '../authority-form/authority-fixtures.js';
import { pharmacy, receiptId } from '../reimbursement/reimbursement-fixtures.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { allAnswered, getDraft, riley, submit, surveyToken, update } from '../survey/survey-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { type WebhookReceiver, newWebhookSecret, startWebhookReceiver } from './delivery-test-servers.js';

/**
 * Issue 29: with PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET set, every new submission and every
 * completed survey is POSTed to the provider, signed per the Standard Webhooks specification, retried
 * until a 2xx, one id per event. Verified with the spec authors' own library (standardwebhooks).
 */

const secret = newWebhookSecret();
let receiver: WebhookReceiver;
let t: TestApp;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ env: { PROVIDER_WEBHOOK_URL: receiver.url, PROVIDER_WEBHOOK_SECRET: secret } });
  await seedDemoWithFiles(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** Delivers what is due, then moves past the longest first retry delay (10 s ±20%). */
async function deliverAndWait() {
  await t.app.deliveryWorker.flush(5_000);
  t.clock.advanceMinutes(1);
}

function verified(request: WebhookReceiver['requests'][number]) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  // Throws unless the signature is valid for this secret and the timestamp is recent.
  return providerWebhookEventSchema.parse(new Webhook(secret).verify(request.body, headers));
}

async function submitEnquiry(token: string): Promise<string> {
  const opened = await call(t, endpoints.uploadContactForm.path, token, {
    Category: 1,
    Message: 'When is my next payment?',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = (opened.json() as { Identifier: string }).Identifier;
  expect((await call(t, endpoints.submitContactForm.path, token, { FormId: id })).json()).toBe(true);
  return id;
}

/** Each form kind's submit, as the claimant makes it. */
const submitters: Record<string, (token: string) => Promise<unknown>> = {
  async documents(token) {
    const fileId = await uploadedId(t, token, 'certificate.pdf', samples.pdf);
    const answer = await call(t, endpoints.submitDocumentForm.path, token, {
      DocumentType: medicalCertificate,
      Description: 'From Dr Hoang',
      Documents: [{ Filename: 'certificate.pdf', FileID: fileId }],
    });
    expect(answer.json(), answer.body).toBe(true);
  },
  async receipts(token) {
    const FileId = await receiptId(t, token);
    const answer = await call(t, endpoints.submitReceipts.path, token, {
      DocumentType: pharmacy,
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        description: 'Pain relief',
        pharmacy: 'Chemist on Pako',
        cost: '$18.95',
      }),
      Documents: [{ Filename: 'receipt.pdf', FileID: FileId }],
      PayOther: 0,
      Disclaimer: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  },
  contactUs: submitEnquiry,
  async personalDetails(token) {
    const opened = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: token,
      ...validDetailsForm,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const formId = (opened.json() as { Identifier: string }).Identifier;
    expect((await uploadDetailsFile(t, token, formId, 'certificate.pdf', samples.pdf)).statusCode).toBe(200);
    const answer = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: token,
      FormId: formId,
    });
    expect(answer.json(), answer.body).toBe(true);
    return formId;
  },
  async authorityForm(token) {
    const answer = await signAuthorityForm(t, token);
    expect(answer.statusCode, answer.body).toBe(200);
  },
};

/** The claimant's newest submitted submission of this kind, with its claim's number. */
async function newestSubmission(claimantId: string, kind: string) {
  return t.database.db
    .selectFrom('submissions')
    .leftJoin('claims', 'claims.id', 'submissions.claim_id')
    .select(['submissions.id', 'claims.number'])
    .where('submissions.claimant_id', '=', claimantId)
    .where('submissions.kind', '=', kind)
    .where('submissions.submitted_at', 'is not', null)
    .orderBy('submissions.submitted_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe('provider webhooks', () => {
  it('retries a receiver answering 503 until it answers 2xx, with one id and a valid signature each time', async () => {
    receiver.answers.push(503, 503);
    receiver.requests.length = 0;
    const alex = await signIn(t, 'alex@example.com');
    const submissionId = await submitEnquiry(alex.token);

    await deliverAndWait();
    await deliverAndWait();
    await deliverAndWait();
    await deliverAndWait();
    expect(receiver.requests.map((r) => r.status)).toEqual([503, 503, 200]);
    const ids = new Set(receiver.requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const events = receiver.requests.map(verified);
    expect(events[2]).toEqual({
      type: 'submission.created',
      timestamp: expect.any(String),
      data: {
        SubmissionId: submissionId,
        Kind: 'contactUs',
        ClaimNumber: '12/34567',
        SubmittedAt: expect.any(String),
      },
    });
    expect(receiver.requests[2]?.headers['content-type']).toBe('application/json');
    // A signature made with another secret is refused by the same check.
    expect(() =>
      new Webhook(newWebhookSecret()).verify(receiver.requests[2]?.body ?? '', {
        'webhook-id': String(receiver.requests[2]?.headers['webhook-id']),
        'webhook-timestamp': String(receiver.requests[2]?.headers['webhook-timestamp']),
        'webhook-signature': String(receiver.requests[2]?.headers['webhook-signature']),
      }),
    ).toThrow();

    // The event carries ids only: the provider reads the content through its API.
    const key = await newProviderKey(t);
    const read = await callProvider(t.app, {
      method: 'GET',
      url: `/provider/v1/submissions/${submissionId}`,
      key: key.key,
    });
    expect(read.statusCode, read.body).toBe(200);
    const row = await t.database.db
      .selectFrom('delivery_queue')
      .selectAll()
      .where('id', '=', String(receiver.requests[0]?.headers['webhook-id']))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'webhook', state: 'delivered', attempts: 3 });
  });

  it.each(['documents', 'receipts', 'contactUs', 'personalDetails', 'authorityForm'])(
    'announces a new %s submission with its id, kind and claim',
    async (kind) => {
      receiver.requests.length = 0;
      t.clock.advanceMinutes(1);
      const alex = await signIn(t, 'alex@example.com');
      await submitters[kind]?.(alex.token);
      const submission = await newestSubmission(alex.claimantId, kind);
      await deliverAndWait();

      const events = receiver.requests.map(verified);
      expect(events).toEqual([
        {
          type: 'submission.created',
          timestamp: expect.any(String),
          data: {
            SubmissionId: submission.id,
            Kind: kind,
            ClaimNumber: submission.number,
            SubmittedAt: expect.any(String),
          },
        },
      ]);
    },
  );

  it('announces a completed survey with its own event id', async () => {
    receiver.requests.length = 0;
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft) });
    expect((await submit(t, token)).statusCode).toBe(200);
    const alex = await signIn(t, 'alex@example.com');
    await submitEnquiry(alex.token);
    await deliverAndWait();

    const events = receiver.requests.map(verified);
    expect(events.map((e) => e.type).sort()).toEqual(['submission.created', 'survey.completed']);
    expect(events.find((e) => e.type === 'survey.completed')?.data).toEqual({
      FormId: draft.FormID,
      ClaimNumber: riley.ClaimNumber,
      SubmittedAt: expect.any(String),
    });
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(2);
  });
});

describe('provider webhook settings', () => {
  it('needs the address and a whsec_ secret together', () => {
    const base = { NODE_ENV: 'test' };
    expect(() => loadConfig({ ...base, PROVIDER_WEBHOOK_URL: 'https://provider.example/hooks' })).toThrow(
      /PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        ...base,
        PROVIDER_WEBHOOK_URL: 'https://provider.example/hooks',
        PROVIDER_WEBHOOK_SECRET: 'hunter2',
      }),
    ).toThrow(/whsec_/);
    const config = loadConfig({
      ...base,
      PROVIDER_WEBHOOK_URL: 'https://provider.example/hooks',
      PROVIDER_WEBHOOK_SECRET: secret,
    });
    expect(config.providerWebhook).toEqual({ url: 'https://provider.example/hooks', secret });
    expect(loadConfig(base).providerWebhook).toBeNull();
  });

  it('queues no event when webhooks are not configured', async () => {
    const plain = await createTestApp();
    try {
      await seedDemoWithFiles(plain);
      const alex = await signIn(plain, 'alex@example.com');
      const opened = await call(plain, endpoints.uploadContactForm.path, alex.token, {
        Category: 1,
        Message: 'Hello',
      });
      const id = (opened.json() as { Identifier: string }).Identifier;
      expect((await call(plain, endpoints.submitContactForm.path, alex.token, { FormId: id })).json()).toBe(
        true,
      );
      const queued = await plain.database.db
        .selectFrom('delivery_queue')
        .select('id')
        .where('channel', '=', 'webhook')
        .execute();
      expect(queued).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
