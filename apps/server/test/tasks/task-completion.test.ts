// Completion by submission (issue 32): a form's submit that names an open request of the same claim
// for that form completes it in the submission's transaction, names the submission and queues the
// task.completed webhook event; any other TaskId refuses the submission and changes nothing.
import { encodeReceiptDescription, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../claimant-submissions/send-documents-fixtures.js';
import {
  type WebhookReceiver,
  newWebhookSecret,
  startWebhookReceiver,
} from '../deliveries/delivery-test-servers.js';
import { errorsOf, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { signAuthorityForm, signaturePng } from '../authority-form/authority-fixtures.js';
import { pharmacy, receiptId } from '../reimbursement/reimbursement-fixtures.js';
import { allAnswered, getDraft, riley, surveyToken, update } from '../survey/survey-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { claimIdOf, countOf, getTaskCount, insertTask, taskRow } from './tasks-fixtures.js';

describe('completing a request by a submission', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let alex: { token: string; claimantId: string };
  let alexClaimId: string;
  let samClaimId: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({
      env: { PROVIDER_WEBHOOK_URL: receiver.url, PROVIDER_WEBHOOK_SECRET: newWebhookSecret() },
    });
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    alexClaimId = await claimIdOf(t, '12/34567');
    samClaimId = await claimIdOf(t, '23/45678');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const seededTask = async (reference: string) =>
    (
      await t.database.db
        .selectFrom('tasks')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
  const completedEvents = () =>
    t.database.db
      .selectFrom('delivery_queue')
      .select('body')
      .where('topic', '=', 'task.completed')
      .execute()
      .then((rows) =>
        rows.map((row) => JSON.parse(row.body) as { type: string; data: Record<string, unknown> }),
      );
  /** Alex's documents draft as the submit names it (the seed leaves one with a certificate). */
  async function documentsSubmit(taskId: string) {
    const draft = (await call(t, endpoints.getDraftDocumentForm.path, alex.token)).json() as {
      Documents: { Filename: string; FileID: string }[];
    };
    return call(t, endpoints.submitDocumentForm.path, alex.token, {
      DocumentType: { Id: 2, Item: 'Certificate of capacity' },
      Description: 'Updated certificate',
      Documents: draft.Documents.map(({ Filename, FileID }) => ({ Filename, FileID })),
      TaskId: taskId,
    });
  }
  async function expectNothingSubmitted(
    response: Awaited<ReturnType<typeof call>>,
    error: { Number: number },
  ) {
    expect(response.statusCode, response.body).toBe(225);
    expect(errorsOf(response).map((e) => e.Number)).toEqual([error.Number]);
  }

  it("refuses a documents submit naming the survey request, another claim's or a closed one, submitting nothing", async () => {
    const survey = await seededTask('DEMO-TASK-SELF-ASSESSMENT');
    const samsTask = await insertTask(t, { claimId: samClaimId, action: 'documents', documentTypeId: 2 });
    const closed = await insertTask(t, { claimId: alexClaimId, action: 'documents', status: 'cancelled' });
    const submissions = await countOf(t, 'submissions');
    const sentItems = await countOf(t, 'sent_items');
    await expectNothingSubmitted(await documentsSubmit(survey), serverErrors.taskWrongForm);
    await expectNothingSubmitted(await documentsSubmit(samsTask), serverErrors.taskNotOpen);
    await expectNothingSubmitted(await documentsSubmit(closed), serverErrors.taskNotOpen);
    await expectNothingSubmitted(await documentsSubmit('no-such-task'), serverErrors.taskNotOpen);
    expect(await countOf(t, 'submissions')).toBe(submissions);
    expect(await countOf(t, 'sent_items')).toBe(sentItems);
    expect((await taskRow(t, survey)).status).toBe('open');
    expect((await taskRow(t, samsTask)).status).toBe('open');
    // The draft is still there to send.
    const draft = (await call(t, endpoints.getDraftDocumentForm.path, alex.token)).json() as {
      Documents: unknown[];
    } | null;
    expect(draft?.Documents).toHaveLength(1);
  });

  it('completes the overdue documents request with the submission that sends the certificate, and tells the provider', async () => {
    const taskId = await seededTask('DEMO-TASK-COC-UPDATE');
    const open = await getTaskCount(t, alex.token);
    const response = await documentsSubmit(taskId);
    expect(response.statusCode, response.body).toBe(200);
    const submission = await t.database.db
      .selectFrom('submissions')
      .select('id')
      .where('claim_id', '=', alexClaimId)
      .where('kind', '=', 'documents')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(await taskRow(t, taskId)).toMatchObject({
      status: 'done',
      completed_by_submission_id: submission.id,
      completed_at: t.clock.now().toISOString(),
    });
    expect(await getTaskCount(t, alex.token)).toBe(open - 1);
    expect(await completedEvents()).toContainEqual({
      type: 'task.completed',
      timestamp: expect.any(String),
      data: {
        Reference: 'DEMO-TASK-COC-UPDATE',
        ClaimNumber: '12/34567',
        SubmissionId: submission.id,
        CompletedAt: t.clock.now().toISOString(),
      },
    });
  });

  /** A reimbursement of one pharmacy receipt, naming a request. */
  async function receiptsSubmit(taskId: string) {
    const FileId = await receiptId(t, alex.token);
    return call(t, endpoints.submitReceipts.path, alex.token, {
      DocumentType: pharmacy,
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        pharmacy: 'Chemist',
        cost: '$9.00',
      }),
      Documents: [{ Filename: 'receipt.pdf', FileID: FileId }],
      PayOther: 0,
      TaskId: taskId,
    });
  }

  it('completes a reimbursement request with the reimbursement, and refuses it for a documents request', async () => {
    const documents = await insertTask(t, { claimId: alexClaimId, action: 'documents', documentTypeId: 2 });
    const submissions = await countOf(t, 'submissions');
    await expectNothingSubmitted(await receiptsSubmit(documents), serverErrors.taskWrongForm);
    expect(await countOf(t, 'submissions')).toBe(submissions);
    await call(t, endpoints.discardDraftReceipts.path, alex.token);

    const taskId = await insertTask(t, { claimId: alexClaimId, action: 'reimbursement' });
    const response = await receiptsSubmit(taskId);
    expect(response.statusCode, response.body).toBe(200);
    const row = await taskRow(t, taskId);
    expect(row.status).toBe('done');
    const submission = await t.database.db
      .selectFrom('submissions')
      .select('kind')
      .where('id', '=', row.completed_by_submission_id!)
      .executeTakeFirstOrThrow();
    expect(submission.kind).toBe('receipts');
  });

  async function openEnquiry(token: string) {
    const response = await call(t, endpoints.uploadContactForm.path, token, {
      Category: 1,
      Message: 'About the request you sent me.',
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { Identifier: string }).Identifier;
  }

  it('completes a contact request with the enquiry, and of parallel enquiries naming it only one', async () => {
    const taskId = await insertTask(t, { claimId: alexClaimId, action: 'contact', title: 'Call us back' });
    const first = await openEnquiry(alex.token);
    const second = await openEnquiry(alex.token);
    const responses = await Promise.all(
      [first, second].map((FormId) =>
        call(t, endpoints.submitContactForm.path, alex.token, { FormId, TaskId: taskId }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 225]);
    const refused = responses.find((response) => response.statusCode === 225)!;
    expect(errorsOf(refused).map((e) => e.Number)).toEqual([serverErrors.taskNotOpen.Number]);
    const row = await taskRow(t, taskId);
    expect(row.status).toBe('done');
    expect([first, second]).toContain(row.completed_by_submission_id);
    // The refused enquiry stays open, unsent, to be sent without the request.
    const loser = row.completed_by_submission_id === first ? second : first;
    const form = await t.database.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', loser)
      .executeTakeFirstOrThrow();
    expect(form.status).toBe('open');
    expect(
      (await completedEvents()).filter((event) => event.data.SubmissionId === row.completed_by_submission_id),
    ).toHaveLength(1);
    const plain = await call(t, endpoints.submitContactForm.path, alex.token, { FormId: loser });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('completes an authority request with the signed form', async () => {
    const taskId = await insertTask(t, { claimId: alexClaimId, action: 'authority' });
    const response = await signAuthorityForm(t, alex.token, signaturePng(), [
      { name: 'TaskId', value: taskId },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const row = await taskRow(t, taskId);
    expect(row.status).toBe('done');
    const submission = await t.database.db
      .selectFrom('submissions')
      .select('kind')
      .where('id', '=', row.completed_by_submission_id!)
      .executeTakeFirstOrThrow();
    expect(submission.kind).toBe('authorityForm');
  });

  it('completes a survey request with the submitted survey, named by its form id', async () => {
    const taskId = await insertTask(t, { claimId: await claimIdOf(t, riley.ClaimNumber), action: 'survey' });
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft) });
    const response = await call(t, endpoints.submitNidAssessment.path, token, { TaskId: taskId });
    expect(response.statusCode, response.body).toBe(200);
    expect(await taskRow(t, taskId)).toMatchObject({
      status: 'done',
      completed_by_submission_id: draft.FormID,
    });
  });
});
