// The ownership matrix (issue 16 "Robustness the suite proves"): every claimant call of the contract's
// endpoint table is listed here, either with the calls that try it with a second claimant's ids (Alex,
// signed in, using Sam's claim number, form, file, message and survey form) or with the reason it takes
// no id another claimant could own. A new endpoint without an entry fails the first test. Each attempt
// must be refused from the catalogue (or, where marked, answer about Alex's own data only) and leave
// every existing row as it was; a refusal also adds no row.
import { type EndpointKey, endpointList, endpoints } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { insertMessages, insertStoredFile } from '../inbox/messaging-fixtures.js';
import { getDraft, surveyToken } from '../survey/survey-fixtures.js';
import { insertTask } from '../tasks/tasks-fixtures.js';
import { insertPayment } from '../payments/payments-fixtures.js';
import { insertEvent } from '../timeline/timeline-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

/** Sam's things, and Alex's tokens, that each case uses. */
interface World {
  alex: string;
  sam: string;
  alexSurvey: string;
  samClaimNumber: string;
  samFormId: string;
  samFileId: string;
  samMessageId: string;
  samSurveyFormId: string;
  samRemittanceId: string;
  /** A timeline cursor just after Sam's newest event (issue 32). */
  samEventCursor: string;
}

type Attempt = (t: TestApp, w: World) => Promise<LightMyRequestResponse>;
/** `ownDataOnly`: the call may succeed, but only about the caller's own data (never Sam's rows). */
type Entry = { attempts: Attempt[]; ownDataOnly?: boolean } | { noForeignId: string };

const post =
  (path: string, body: (w: World) => object): Attempt =>
  (t, w) =>
    postJson(t.app, path, body(w));
/** Uploads to another path with Sam's form id. */
function uploadTo(path: string): Attempt {
  return async (t, w) => {
    const { payload, headers } = multipart([
      { name: 'accessToken', value: w.alex },
      { name: 'FormId', value: w.samFormId },
      { name: 'uploads[]', filename: 'receipt.pdf', content: samples.pdf, contentType: 'application/pdf' },
    ]);
    return t.app.inject({ method: 'POST', url: path, payload, headers });
  };
}

const credentials =
  'takes credentials or personal details, not an id; covered by its own throttle and refusal tests';
const ownSession = "acts on the caller's own session or account only; takes no id";

const matrix: Record<EndpointKey, Entry> = {
  login: { noForeignId: credentials },
  logout: { noForeignId: ownSession },
  createAccount: { noForeignId: credentials },
  retrieveUsername: { noForeignId: credentials },
  forgotPassword: { noForeignId: credentials },
  resetPassword: { noForeignId: 'the reset token names the account; takes no other id' },
  updatePassword: { noForeignId: ownSession },
  getAccount: { noForeignId: ownSession },
  getAuthorityFormData: { noForeignId: "reads the selected claim of the caller's own session" },
  verifyBankDetails: { noForeignId: ownSession },
  updatePersonalDetails: {
    attempts: [
      post(endpoints.updatePersonalDetails.path, (w) => ({
        AccessToken: w.alex,
        FormId: w.samFormId,
        ...validDetailsForm,
      })),
    ],
    ownDataOnly: true,
  },
  updateContactDetails: { noForeignId: ownSession },
  updatePreferences: { noForeignId: ownSession },
  updateBankAccountDetails: { noForeignId: ownSession },
  verifyBsb: { noForeignId: 'looks a BSB up in the public directory' },
  generateSecurityCode: { noForeignId: ownSession },
  validateSecurityCode: { noForeignId: ownSession },
  expireSecurityCode: { noForeignId: ownSession },
  generateSecurityCodeForLogin: { noForeignId: ownSession },
  validateSecurityCodeForLogin: { noForeignId: ownSession },
  expireSecurityCodeForLogin: { noForeignId: ownSession },
  generateSecurityCodeWhileLoggedIn: { noForeignId: ownSession },
  validateSecurityCodeWhileLoggedIn: { noForeignId: ownSession },
  expireSecurityCodeWhileLoggedIn: { noForeignId: ownSession },
  dropdownList: { noForeignId: 'public reference lists' },
  getClaims: { noForeignId: ownSession },
  selectClaim: {
    attempts: [post(endpoints.selectClaim.path, (w) => ({ AccessToken: w.alex, Number: w.samClaimNumber }))],
  },
  deselectClaim: {
    attempts: [
      post(endpoints.deselectClaim.path, (w) => ({ AccessToken: w.alex, Number: w.samClaimNumber })),
    ],
    ownDataOnly: true,
  },
  checkMaintenanceMessage: { noForeignId: 'public' },
  addressLookup: { noForeignId: 'public reference data' },
  getInformation: { noForeignId: 'public' },
  getContent: { noForeignId: 'public content items' },
  uploadDetailsFile: {
    attempts: [(t, w) => uploadDetailsFile(t, w.alex, w.samFormId, 'scan.pdf', samples.pdf)],
  },
  uploadDetailsRequest: {
    attempts: [
      post(endpoints.uploadDetailsRequest.path, (w) => ({
        AccessToken: w.alex,
        FormId: w.samFormId,
        ...validDetailsForm,
      })),
    ],
    ownDataOnly: true,
  },
  submitDetailsRequest: {
    attempts: [
      post(endpoints.submitDetailsRequest.path, (w) => ({ AccessToken: w.alex, FormId: w.samFormId })),
    ],
  },
  discardFile: {
    attempts: [post(endpoints.discardFile.path, (w) => ({ AccessToken: w.alex, FileId: w.samFileId }))],
  },
  getFileContent: {
    attempts: [
      post(endpoints.getFileContent.path, (w) => ({ AccessToken: w.alex, Identifier: w.samFileId })),
      post(endpoints.getFileContent.path, (w) => ({ AccessToken: w.alex, Identifier: w.samRemittanceId })),
    ],
  },
  getNidAssessment: { noForeignId: 'reads the draft of the claim the survey token was issued for' },
  getNidOutro: { noForeignId: 'reads the survey session itself' },
  submitNidAssessment: { noForeignId: "submits the draft of the survey token's own claim" },
  updateNidAssessment: {
    attempts: [
      post(endpoints.updateNidAssessment.path, (w) => ({
        AccessToken: w.alexSurvey,
        FormID: w.samSurveyFormId,
        AcceptedTerms: true,
        Questions: [],
      })),
    ],
    ownDataOnly: true,
  },
  nidLogin: { noForeignId: credentials },
  uploadAuthorityForm: { noForeignId: "signs for the selected claim of the caller's own session" },
  getDraftDates: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  getDraftReceipts: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  discardDraftReceipts: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  submitReceipts: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  updateDocumentForm: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  getDraftDocumentForm: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  discardDraftDocuments: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  submitDocumentForm: { noForeignId: 'drafts are keyed by the caller, the selected claim and the kind' },
  updateForm: { noForeignId: 'drafts are keyed by the caller, the selected claim and {type}' },
  getDraft: { noForeignId: 'drafts are keyed by the caller, the selected claim and {type}' },
  discardDraft: { noForeignId: 'drafts are keyed by the caller, the selected claim and {type}' },
  submitForm: { noForeignId: 'drafts are keyed by the caller, the selected claim and {type}' },
  getSentItems: { noForeignId: "lists the selected claim of the caller's own session" },
  uploadContactForm: { noForeignId: "starts a form for the caller's selected claim" },
  submitContactForm: {
    attempts: [post(endpoints.submitContactForm.path, (w) => ({ AccessToken: w.alex, FormId: w.samFormId }))],
  },
  uploadDocumentFile: { attempts: [uploadTo(endpoints.uploadDocumentFile.path)] },
  uploadReceiptFile: { attempts: [uploadTo(endpoints.uploadReceiptFile.path)] },
  uploadContactFile: { attempts: [uploadTo(endpoints.uploadContactFile.path)] },
  getMessages: { noForeignId: "lists the selected claim of the caller's own session" },
  getUnreadMessageCount: { noForeignId: "counts the selected claim of the caller's own session" },
  markAsRead: {
    attempts: [post(endpoints.markAsRead.path, (w) => ({ AccessToken: w.alex, MessageId: w.samMessageId }))],
  },
  serviceList: { noForeignId: 'public' },
  serviceDetail: { noForeignId: 'public: services belong to no claimant' },
  // Sam's claim has an open request titled 'For Sam only': Alex's list and count never include it.
  getTasks: {
    attempts: [post(endpoints.getTasks.path, (w) => ({ AccessToken: w.alex }))],
    ownDataOnly: true,
  },
  getTaskCount: {
    attempts: [post(endpoints.getTaskCount.path, (w) => ({ AccessToken: w.alex }))],
    ownDataOnly: true,
  },
  // Sam's claim has a payment described 'For Sam only', made in Alex's financial years too: Alex's
  // payments and summary never include it (nor its remittance, under getFileContent).
  getPayments: {
    attempts: [
      post(endpoints.getPayments.path, (w) => ({ AccessToken: w.alex })),
      post(endpoints.getPayments.path, (w) => ({ AccessToken: w.alex, FinancialYear: 2025 })),
    ],
    ownDataOnly: true,
  },
  getPaymentSummary: {
    attempts: [post(endpoints.getPaymentSummary.path, (w) => ({ AccessToken: w.alex }))],
    ownDataOnly: true,
  },
  // Sam's claim has an event titled 'For Sam only': Alex's timeline never includes it, from the first
  // page or from a cursor made of its position.
  getTimeline: {
    attempts: [
      post(endpoints.getTimeline.path, (w) => ({ AccessToken: w.alex })),
      post(endpoints.getTimeline.path, (w) => ({ AccessToken: w.alex, Before: w.samEventCursor })),
    ],
    ownDataOnly: true,
  },
};

/** Reference data and bookkeeping a refused call may touch or that no claimant owns. */
const NOT_COMPARED = new Set([
  'rate_limits',
  'audit_log',
  'sessions',
  'addresses',
  'bsb_directory',
  'dropdown_items',
  'content_items',
  'services',
  'survey_questions',
]);

async function snapshot(t: TestApp): Promise<Map<string, Set<string>>> {
  const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
  const rows = new Map<string, Set<string>>();
  for (const table of tables) {
    if (NOT_COMPARED.has(table) || table.startsWith('kysely_')) continue;
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.database.db,
    );
    rows.set(
      table,
      new Set(
        result.rows.map((row) =>
          JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
        ),
      ),
    );
  }
  return rows;
}

function isRefusal(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 415) return true;
  if (response.statusCode !== 225) return false;
  return !(response.json() as { Number: number }[]).some((error) => error.Number === 100);
}

describe("ownership matrix: Alex with Sam's ids", () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    const alex = await signIn(t, 'alex@example.com');
    const sam = await signIn(t, 'sam@example.com');
    const form = await postJson(t.app, endpoints.updatePersonalDetails.path, {
      AccessToken: sam.token,
      ...validDetailsForm,
      FirstName: 'Sam',
      Surname: 'Taylor',
    });
    const samFormId = (form.json() as { Identifier: string }).Identifier;
    const file = await uploadDetailsFile(t, sam.token, samFormId, 'certificate.pdf', samples.pdf);
    const samFileId = (file.json() as { FileId: string }).FileId;
    const samClaim = await t.database.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', '23/45678')
      .executeTakeFirstOrThrow();
    const [samMessageId] = await insertMessages(t, samClaim.id, [
      { subject: 'For Sam only', receivedAt: t.clock.now().toISOString() },
    ]);
    await insertTask(t, { claimId: samClaim.id, title: 'For Sam only' });
    const samRemittanceId = await insertStoredFile(t, {
      filename: 'remittance.pdf',
      claimantId: null,
      claimId: samClaim.id,
      purpose: 'remittance',
    });
    await insertPayment(t, {
      claimId: samClaim.id,
      description: 'For Sam only',
      remittanceFileId: samRemittanceId,
    });
    await insertPayment(t, {
      claimId: samClaim.id,
      description: 'For Sam only',
      status: 'scheduled',
      paymentDate: '2026-03-20',
    });
    const samEventAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await insertEvent(t, { claimId: samClaim.id, title: 'For Sam only', occurredAt: samEventAt });
    const samSurvey = await surveyToken(t, { ClaimNumber: '23/45678', DateOfBirth: '23/09/1992' });
    world = {
      alex: alex.token,
      sam: sam.token,
      alexSurvey: await surveyToken(t, { ClaimNumber: '12/34567', DateOfBirth: '14/02/1985' }),
      samClaimNumber: '23/45678',
      samFormId,
      samFileId,
      samMessageId: samMessageId!,
      samSurveyFormId: (await getDraft(t, samSurvey)).FormID,
      samRemittanceId,
      samEventCursor: Buffer.from(`${samEventAt}|zzzz`, 'utf8').toString('base64url'),
    };
  });
  afterAll(async () => t.close());

  it("answers Sam's own ids to Sam, so each refusal below is about ownership", async () => {
    const file = await postJson(t.app, endpoints.getFileContent.path, {
      AccessToken: world.sam,
      Identifier: world.samFileId,
    });
    expect(file.statusCode, file.body).toBe(200);
    const claim = await postJson(t.app, endpoints.selectClaim.path, {
      AccessToken: world.sam,
      Number: world.samClaimNumber,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(world.samFormId).toEqual(expect.any(String));
    expect(world.samSurveyFormId).toEqual(expect.any(String));
  });

  it('has an entry for every endpoint of the contract, and only for those', () => {
    expect(Object.keys(matrix).sort()).toEqual(endpointList.map((endpoint) => endpoint.id).sort());
  });

  const cases = Object.entries(matrix).flatMap(([key, entry]) =>
    'attempts' in entry ? [[key, entry] as const] : [],
  );

  it.each(cases)("%s with Sam's id is refused and changes nothing of anyone's", async (key, entry) => {
    for (const attempt of entry.attempts) {
      const before = await snapshot(t);
      const response = await attempt(t, world);
      const after = await snapshot(t);
      if (!entry.ownDataOnly || response.statusCode !== 200) {
        expect(
          isRefusal(response),
          `${key} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
        ).toBe(true);
      }
      expect(response.body).not.toContain('For Sam only');
      expect(response.body).not.toContain('Taylor');
      for (const [table, rows] of before) {
        const now = after.get(table)!;
        const changed = [...rows].filter((row) => !now.has(row));
        expect(changed, `${key} changed or removed rows of ${table}`).toEqual([]);
        if (response.statusCode !== 200)
          expect(now.size, `${key} added rows to ${table} while refusing`).toBe(rows.size);
      }
    }
  });
});
