import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  errorsOf,
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';

const OTHER_REASON_ID = 6;

describe('personal-details change request', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let sam: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    sam = await signIn(t, 'sam@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  async function startRequest(token: string, form: object = validDetailsForm): Promise<string> {
    const response = await postJson(t, endpoints.updatePersonalDetails.path, { AccessToken: token, ...form });
    expect(response.statusCode).toBe(200);
    return (response.json() as { Identifier: string }).Identifier;
  }

  it('records the request, attaches its uploaded PDF on submit and leaves a sent item', async () => {
    const before = await t.database.db
      .selectFrom('claimants')
      .selectAll()
      .where('id', '=', alex.claimantId)
      .executeTakeFirstOrThrow();
    const formId = await startRequest(alex.token);

    const upload = await uploadDetailsFile(t, alex.token, formId, 'certificate.pdf', samples.pdf);
    expect(upload.statusCode).toBe(200);
    const { FileId } = upload.json() as { FileId: string };

    const submit = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: formId,
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toBe(true);

    const db = t.database.db;
    const submission = await db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(submission).toMatchObject({
      kind: 'personalDetails',
      status: 'submitted',
      claimant_id: alex.claimantId,
    });
    expect(submission.submitted_at).toBe(t.clock.now().toISOString());
    expect(JSON.parse(submission.data)).toMatchObject({
      Title: 'Mrs',
      Surname: 'Newname',
      DateOfBirth: '14/02/1985',
      Reason: { Id: 1, Item: 'Marriage or civil union' },
    });

    const attached = await db
      .selectFrom('submission_files')
      .selectAll()
      .where('submission_id', '=', formId)
      .execute();
    expect(attached.map((row) => row.file_id)).toEqual([FileId]);
    const file = await db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', FileId)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ status: 'attached', purpose: 'details', mime_type: 'application/pdf' });

    const sent = await db.selectFrom('sent_items').selectAll().where('submission_id', '=', formId).execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject_main).toBe(messages.myDetails.personalDetails.sentItemSubject);
    expect(sent[0]?.message).toContain('Mrs Alex Jordan Newname');
    expect(sent[0]?.message).toContain('Marriage or civil union');

    // A change request for the provider: the claimant record itself is untouched.
    const after = await db
      .selectFrom('claimants')
      .selectAll()
      .where('id', '=', alex.claimantId)
      .executeTakeFirstOrThrow();
    expect(after.surname).toBe(before.surname);
    expect(after.date_of_birth).toBe(before.date_of_birth);

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'personalDetails.requested')
      .execute();
    expect(
      audit.some((row) => row.claimant_id === alex.claimantId && (row.details ?? '').includes(formId)),
    ).toBe(true);
  });

  it('takes the same form through uploaddetailsrequest and updates a request that is still open', async () => {
    const first = await postJson(t, endpoints.uploadDetailsRequest.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    expect(first.statusCode).toBe(200);
    const formId = (first.json() as { Identifier: string }).Identifier;
    const again = await postJson(t, endpoints.uploadDetailsRequest.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      FormId: formId,
      Reason: OTHER_REASON_ID,
      OtherReason: 'Legal name change',
    });
    expect(again.json()).toEqual({ Identifier: formId });
    const row = await t.database.db
      .selectFrom('submissions')
      .select('data')
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({
      Reason: { Id: OTHER_REASON_ID, Item: 'Other' },
      OtherReason: 'Legal name change',
    });
  });

  it('refuses "Other" without its text with the contract message', async () => {
    const response = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Reason: OTHER_REASON_ID,
      OtherReason: '   ',
    });
    expect(response.statusCode).toBe(225);
    expect(errorsOf(response)).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.reason.other },
    ]);
  });

  it('refuses an "Other" text over 250 characters, an unknown reason and an unknown title', async () => {
    const tooLong = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Reason: OTHER_REASON_ID,
      OtherReason: 'x'.repeat(251),
    });
    expect(errorsOf(tooLong)[0]?.Message).toBe(messages.fields.reason.other);
    const unknownReason = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Reason: 999,
    });
    expect(errorsOf(unknownReason)[0]?.Message).toBe(messages.fields.reason.required);
    const unknownTitle = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Title: 'Lord',
    });
    expect(unknownTitle.statusCode).toBe(225);
    expect(errorsOf(unknownTitle)[0]?.Message).toBe(messages.fields.name.title);
  });

  it('answers 415, not a database fault, for a Reason beyond the integer column', async () => {
    const response = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Reason: 3_000_000_000,
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a missing surname and a malformed date of birth with the contract messages', async () => {
    const noSurname = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Surname: '',
    });
    expect(errorsOf(noSurname)[0]?.Message).toBe(messages.fields.name.surname);
    const badDate = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      DateOfBirth: '1985-02-14',
    });
    expect(errorsOf(badDate)[0]?.Message).toBe(messages.fields.dateOfBirth.format);
  });

  it('answers 18 without a token and 415 for a Reason of the wrong type', async () => {
    const noToken = await postJson(t, endpoints.updatePersonalDetails.path, validDetailsForm);
    expect(errorsOf(noToken)[0]?.Number).toBe(18);
    const wrongType = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      Reason: 'Other',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it("refuses to submit an unknown, another claimant's or an already submitted form", async () => {
    const unknown = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: 'no-such-form',
    });
    expect(unknown.statusCode).toBe(225);
    expect(errorsOf(unknown)[0]?.Number).toBe(serverErrors.draftNotFound.Number);

    const samsForm = await startRequest(sam.token, { ...validDetailsForm, FirstName: 'Sam' });
    const foreign = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: samsForm,
    });
    expect(errorsOf(foreign)[0]?.Number).toBe(serverErrors.draftNotFound.Number);
    const stillOpen = await t.database.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', samsForm)
      .executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('open');

    const formId = await startRequest(alex.token);
    const ok = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: formId,
    });
    expect(ok.statusCode).toBe(200);
    const twice = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: formId,
    });
    expect(errorsOf(twice)[0]?.Number).toBe(serverErrors.draftNotFound.Number);
    const updateSubmitted = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
      FormId: formId,
    });
    expect(errorsOf(updateSubmitted)[0]?.Number).toBe(serverErrors.notFound.Number);
  });
});
