import { type UpdatePersonalDetailsRequest, messages } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { type PersonalDetailsRequestData, parsePersonalDetailsRequest } from './personal-details-form.js';
import {
  type OpenFormQuota,
  firstClaimIdOf,
  insertOpenFormWithinQuota,
  markSubmitted,
  recordSubmission,
  updateOpenFormData,
} from '../claimant-submissions/index.js';
import { findPersonalDetails } from '../claimant/claimant.service.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import {
  PERSONAL_DETAILS_KIND,
  findOwnRequest,
  pendingFilesOfRequest,
} from './personal-details.repository.js';

/** The SentItemTypes entry a personal-details request is filed under. */
const PERSONAL_DETAILS_SENT_ITEM_TYPE = 'Personal details';

/** Who is asking: the signed-in claimant and the claim selected in their session (if any). */
export interface Requester {
  claimantId: string;
  selectedClaimId: string | null;
}

const text = messages.myDetails.personalDetails;

/**
 * updatepersonaldetails / uploaddetailsrequest (part 1 §4, §7): records a change request for the
 * provider, never an edit of the claimant record. A FormId still open is updated, an empty one
 * starts a new request (within the claimant's open-form quota, issue 29 item 6); answers its id,
 * which the supporting files are uploaded with.
 */
export async function savePersonalDetailsRequest(
  db: Kysely<Database>,
  requester: Requester,
  body: UpdatePersonalDetailsRequest,
  quota: OpenFormQuota,
  now: Date,
): Promise<{ Identifier: string }> {
  const form = await parsePersonalDetailsRequest(db, body, now);
  const data = JSON.stringify(form);
  if (body.FormId) {
    const existing = await openRequestOf(db, requester.claimantId, body.FormId, 'notFound');
    await updateOpenFormData(db, existing.id, data);
    return { Identifier: existing.id };
  }
  const id = newId();
  const row = {
    id,
    claimant_id: requester.claimantId,
    claim_id: requester.selectedClaimId ?? (await firstClaimIdOf(db, requester.claimantId)),
    kind: PERSONAL_DETAILS_KIND,
    status: 'open',
    data,
    created_at: toTimestamp(now),
    submitted_at: null,
    received_at: null,
  };
  await insertOpenFormWithinQuota(db, row, quota, now);
  return { Identifier: id };
}

/** The claimant's open request; anything else (unknown, another claimant's, submitted) is refused. */
export async function openRequestOf(
  db: Kysely<Database>,
  claimantId: string,
  formId: string,
  refusal: 'notFound' | 'draftNotFound',
) {
  const request = await findOwnRequest(db, claimantId, formId);
  if (!request || request.status !== 'open') throw new AppError(refusal);
  return request;
}

/**
 * submitdetailsrequest (part 1 §4 "final submission with the form id"): the request is submitted with
 * its pending files attached, and appears in sent items (RESOLUTIONS.md: every submission does).
 */
export async function submitPersonalDetailsRequest(
  db: Kysely<Database>,
  requester: Requester,
  formId: string,
  now: Date,
  deliveries: DeliveryQueue,
): Promise<true> {
  const request = await openRequestOf(db, requester.claimantId, formId, 'draftNotFound');
  const form = JSON.parse(request.data) as PersonalDetailsRequestData;
  // The record as it stands, for the audit trail's "before" (the request does not change it).
  const before = await findPersonalDetails(db, requester.claimantId);
  const claimId =
    request.claim_id ?? requester.selectedClaimId ?? (await firstClaimIdOf(db, requester.claimantId));
  if (!claimId) throw new AppError('claimNotFound');

  await db.transaction().execute(async (trx) => {
    if (!(await markSubmitted(trx, request.id, toTimestamp(now)))) throw new AppError('draftNotFound');
    const files = await pendingFilesOfRequest(trx, requester.claimantId, request.id);
    // The rest of the submission is the pipeline's, as for every form (claimant-submissions).
    await recordSubmission(
      trx,
      {
        submissionId: request.id,
        owner: { claimantId: requester.claimantId, claimId },
        fileIds: files.map((file) => file.id),
        whenFileGone: 'leaveOut',
        sentItem: {
          requestTypeItem: PERSONAL_DETAILS_SENT_ITEM_TYPE,
          subjectMain: text.sentItemSubject,
          subjectOther: null,
          message: summarise(form),
        },
        audit: {
          action: 'personalDetails.requested',
          details: {
            formId: request.id,
            before: before
              ? {
                  Title: before.title,
                  FirstName: before.first_name,
                  MiddleNames: before.middle_names,
                  Surname: before.surname,
                  DateOfBirth: before.date_of_birth,
                }
              : null,
            after: form,
          },
        },
      },
      now,
      deliveries,
    );
  });
  return true;
}

/** The sent item's text: the requested name and date of birth, and the reason, under the form's labels. */
function summarise(form: PersonalDetailsRequestData): string {
  const name = [form.Title === 'Unknown' ? '' : form.Title, form.FirstName, form.MiddleNames, form.Surname]
    .filter((part) => part.trim() !== '')
    .join(' ');
  const reason = form.OtherReason ? `${form.Reason.Item} (${form.OtherReason})` : form.Reason.Item;
  return [
    `${messages.myDetails.sections.personal}: ${name}, ${form.DateOfBirth}`,
    `${text.reason}: ${reason}`,
  ].join('\n');
}
