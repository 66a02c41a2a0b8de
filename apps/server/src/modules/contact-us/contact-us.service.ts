import { type UploadContactFormRequest, contactUsFormSchema, isOtherItem, messages } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  type OpenFormQuota,
  findOwnForm,
  insertOpenFormWithinQuota,
  markSubmitted,
  pendingFilesOfForm,
  recordSubmission,
} from '../claimant-submissions/index.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { findListItem } from '../dropdown/dropdown.service.js';

export const CONTACT_US_KIND = 'contactUs';
/** stored_files.purpose of files attached to an enquiry. */
export const CONTACT_FILE_PURPOSE = 'contact';

/** Who asks: the signed-in claimant and the claim selected in the session. */
export interface Enquirer {
  claimantId: string;
  claimId: string;
}

interface Enquiry {
  Category: { Id: number; Item: string };
  Message: string;
  CustomCategory: string | null;
}

/** Where an enquiry is filed under Sent items (SentItemTypes "Enquiries" and its children). */
function sentItemTypeOf(category: string): string {
  if (/payment|reimburse/i.test(category)) return 'Payment enquiry';
  if (/treatment/i.test(category)) return 'Treatment enquiry';
  return 'General enquiry';
}

/**
 * uploadcontactform (part 2 §4 step 1): the enquiry is checked with the form's own rules (part 2 §5,
 * RESOLUTIONS.md: at most 950 characters) against the provider's ContactCategories, and opened as a
 * form whose id the files are uploaded with, within the claimant's open-form quota (issue 29 item 6).
 * Nothing reaches the provider before step 3.
 */
export async function openEnquiry(
  db: Kysely<Database>,
  enquirer: Enquirer,
  body: UploadContactFormRequest,
  quota: OpenFormQuota,
  now: Date,
): Promise<{ Identifier: string }> {
  const listed = await findListItem(db, 'ContactCategories', { id: body.Category });
  if (!listed) throw new AppError('invalidRequest', { message: messages.contactUs.enquiryType });
  const category = { Id: listed.item_id, Item: listed.item };
  const checked = contactUsFormSchema.safeParse({ ...body, Category: category });
  if (!checked.success) {
    throw new AppError('invalidRequest', { message: checked.error.issues[0]?.message });
  }
  const enquiry: Enquiry = {
    Category: category,
    Message: checked.data.Message,
    // The reason belongs to Other only (part 2 §3 "CustomCategory (only for Other)").
    CustomCategory: isOtherItem(category) ? (checked.data.CustomCategory ?? null) : null,
  };
  const id = newId();
  const row = {
    id,
    claimant_id: enquirer.claimantId,
    claim_id: enquirer.claimId,
    kind: CONTACT_US_KIND,
    status: 'open',
    data: JSON.stringify(enquiry),
    created_at: toTimestamp(now),
    submitted_at: null,
    received_at: null,
  };
  await insertOpenFormWithinQuota(db, row, quota, now);
  return { Identifier: id };
}

/** The caller's open enquiry; an unknown, another claimant's or a submitted one is refused. */
export async function openEnquiryOf(db: Kysely<Database>, claimantId: string, formId: string) {
  const form = await findOwnForm(db, claimantId, formId, CONTACT_US_KIND);
  if (!form || form.status !== 'open') throw new AppError('notFound');
  return form;
}

/**
 * submitcontactform (part 2 §4 step 3): the enquiry is submitted with the files uploaded to it, in
 * one transaction with its sent item and audit entry (claimant-submissions/record-submission.ts).
 * Of parallel submits one wins; a submitted enquiry takes no more files.
 */
export async function submitEnquiry(
  db: Kysely<Database>,
  enquirer: Enquirer,
  formId: string,
  now: Date,
  deliveries: DeliveryQueue,
  taskId?: string,
): Promise<true> {
  const form = await findOwnForm(db, enquirer.claimantId, formId, CONTACT_US_KIND);
  if (!form || form.status !== 'open') throw new AppError('draftNotFound');
  const enquiry = JSON.parse(form.data) as Enquiry;
  const claimId = form.claim_id ?? enquirer.claimId;
  await db.transaction().execute(async (trx) => {
    if (!(await markSubmitted(trx, form.id, toTimestamp(now)))) throw new AppError('draftNotFound');
    const files = await pendingFilesOfForm(trx, enquirer.claimantId, form.id, CONTACT_FILE_PURPOSE);
    await recordSubmission(
      trx,
      {
        submissionId: form.id,
        owner: { claimantId: enquirer.claimantId, claimId },
        fileIds: files.map((file) => file.id),
        whenFileGone: 'leaveOut',
        sentItem: {
          requestTypeItem: sentItemTypeOf(enquiry.Category.Item),
          subjectMain: enquiry.Category.Item,
          subjectOther: enquiry.CustomCategory,
          message: enquiry.Message,
        },
        audit: {
          action: 'contactUs.submitted',
          details: { formId: form.id, sha256: files.map((file) => file.sha256) },
        },
        task: taskId === undefined ? undefined : { taskId, action: 'contact' },
      },
      now,
      deliveries,
    );
  });
  return true;
}
