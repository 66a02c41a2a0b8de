import { newId } from '../../src/lib/ids.js';
import type { TestApp } from '../support/test-app.js';
import { insertStoredFile } from '../inbox/messaging-fixtures.js';

/** Sent items inserted the way the portal files a submission: submission → files → sent item. */

export interface SentItemFixture {
  id?: string;
  sentAt: string;
  subjectMain?: string;
  subjectOther?: string | null;
  message?: string;
  requestType?: number | null;
  /** File names, attached in this order; none = a submission without files. */
  files?: readonly string[];
  /** No submission at all (an item filed by an older system). */
  withoutSubmission?: boolean;
}

export async function insertSentItems(
  t: TestApp,
  owner: { claimantId: string; claimId: string },
  items: readonly SentItemFixture[],
): Promise<string[]> {
  const db = t.database.db;
  const ids: string[] = [];
  for (const item of items) {
    let submissionId: string | null = null;
    if (!item.withoutSubmission) {
      submissionId = newId();
      await db
        .insertInto('submissions')
        .values({
          id: submissionId,
          claimant_id: owner.claimantId,
          claim_id: owner.claimId,
          kind: 'contact',
          status: 'submitted',
          data: '{}',
          created_at: item.sentAt,
          submitted_at: item.sentAt,
          received_at: null,
        })
        .execute();
      let position = 0;
      for (const filename of item.files ?? []) {
        const fileId = await insertStoredFile(t, {
          filename,
          claimantId: owner.claimantId,
          claimId: owner.claimId,
          purpose: 'contact',
        });
        await db
          .insertInto('submission_files')
          .values({ submission_id: submissionId, file_id: fileId, position })
          .execute();
        position++;
      }
    }
    const id = item.id ?? newId();
    await db
      .insertInto('sent_items')
      .values({
        id,
        claimant_id: owner.claimantId,
        claim_id: owner.claimId,
        submission_id: submissionId,
        request_type: item.requestType ?? null,
        subject_main: item.subjectMain ?? 'Enquiry',
        subject_other: item.subjectOther ?? null,
        message: item.message ?? 'The text of the item.',
        sent_at: item.sentAt,
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

/** The SentItemTypes list the filter reads: Enquiries (1) with 2 and 3, Documents (5) with 6, Reimbursements (10). */
export async function insertSentItemTypes(t: TestApp): Promise<void> {
  const items = [
    { item_id: 1, item: 'Enquiries', parent_id: null },
    { item_id: 2, item: 'General enquiry', parent_id: 1 },
    { item_id: 3, item: 'Payment enquiry', parent_id: 1 },
    { item_id: 5, item: 'Documents', parent_id: null },
    { item_id: 6, item: 'Medical certificates', parent_id: 5 },
    { item_id: 10, item: 'Reimbursements', parent_id: null },
  ];
  await t.database.db
    .insertInto('dropdown_items')
    .values(
      items.map((item, position) => ({
        list_type: 'SentItemTypes',
        element_number: position,
        position,
        ...item,
      })),
    )
    .execute();
}
