import { newId } from '../../lib/ids.js';
import { pdfFile } from './demo-file-bytes.js';
import { storeDemoFile, type SeedContext, hoursBefore } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

/**
 * Alex's Send documents draft on claim 12/34567 (issue 11): a type, a message and one uploaded file,
 * last edited yesterday, so /forms shows "Draft - edited {date}" and the form reopens as it was.
 * The file is pending on the draft like any upload (claimant-submissions, docs/adr/0001-draft-kinds.md).
 */
export async function seedDrafts(ctx: SeedContext, people: SeededPeople): Promise<void> {
  const claimantId = people.claimantIds.alex;
  const claimId = people.claimIds['12/34567'];
  if (!claimId) throw new Error('Demo claim 12/34567 was not seeded');
  const editedAt = hoursBefore(ctx.now, 26);
  const draftId = newId();
  await ctx.db
    .insertInto('drafts')
    .values({
      id: draftId,
      claimant_id: claimantId,
      claim_id: claimId,
      kind: 'documents',
      data: JSON.stringify({
        DocumentType: { Id: 2, Item: 'Certificate of capacity' },
        Description: 'Updated certificate of capacity from Dr Hoang, for the next two weeks.',
      }),
      created_at: editedAt.toISOString(),
      updated_at: editedAt.toISOString(),
    })
    .execute();
  await storeDemoFile(ctx, {
    filename: 'certificate-of-capacity-update.pdf',
    mimeType: 'application/pdf',
    bytes: pdfFile('Certificate of capacity', ['Patient: Alex Citizen', 'Unfit for work for 2 more weeks.']),
    claimantId,
    claimId,
    purpose: 'documents',
    formId: draftId,
    createdAt: editedAt,
    status: 'pending',
  });
}
