import { newId } from '../../lib/ids.js';
import { pdfFile, pngFile } from './demo-file-bytes.js';
import { melbourneTimeDaysAgo } from './demo-inbox.js';
import { sentItemTypeIds } from './reference-lists.js';
import { storeDemoFile, type SeedContext } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

interface DemoSentItem {
  daysAgo: number;
  time: [number, number];
  /** The pipeline's kinds (claimant-submissions): contactUs, documents, receipts. */
  kind: 'contactUs' | 'documents' | 'receipts';
  /** A reimbursement's payment status as the provider set it (issue 12), shown on the sent item. */
  payment?: Record<string, unknown>;
  requestType: number;
  subjectMain: string;
  subjectOther: string | null;
  message: string;
  data: Record<string, unknown>;
  files: { filename: string; mimeType: string; bytes: () => Uint8Array; purpose: string }[];
}

/** Alex's earlier submissions on claim 12/34567: every submission appears under Sent items (RESOLUTIONS.md). */
const demoSentItems: readonly DemoSentItem[] = [
  {
    daysAgo: 222,
    time: [19, 42],
    kind: 'documents',
    requestType: sentItemTypeIds.medicalCertificates,
    subjectMain: 'Certificate of capacity',
    subjectOther: null,
    message: 'Certificate of capacity from Dr Hoang covering the next four weeks.',
    data: { DocumentType: { Id: 2, Item: 'Certificate of capacity' } },
    files: [
      {
        filename: 'certificate-of-capacity.pdf',
        mimeType: 'application/pdf',
        bytes: () =>
          pdfFile('Certificate of capacity', ['Patient: Alex Citizen', 'Unfit for work for 4 weeks.']),
        purpose: 'documents',
      },
    ],
  },
  {
    daysAgo: 76,
    time: [20, 15],
    kind: 'receipts',
    payment: { Status: 'paid', AmountCents: 14835, PaidOn: 'PAID_ON' },
    requestType: sentItemTypeIds.reimbursements,
    subjectMain: 'Reimbursement',
    subjectOther: 'Pharmacy',
    message: 'Pharmacy receipts for pain relief and anti-inflammatories, $148.35 in total.',
    data: { ReceiptType: { Id: 2, Item: 'Pharmacy' }, PayOther: 0 },
    files: [
      {
        filename: 'pharmacy-receipt.png',
        mimeType: 'image/png',
        bytes: () => pngFile(32, 48),
        purpose: 'receipts',
      },
    ],
  },
  {
    daysAgo: 40,
    time: [12, 3],
    kind: 'contactUs',
    requestType: sentItemTypeIds.generalEnquiry,
    subjectMain: 'Other',
    subjectOther: 'Physio invoices',
    message: 'My physio says an invoice from June has not been paid. Could you check it please?',
    data: { Category: { Id: 8, Item: 'Other' }, CustomCategory: 'Physio invoices' },
    files: [],
  },
  {
    daysAgo: 2,
    time: [18, 30],
    kind: 'contactUs',
    requestType: sentItemTypeIds.generalEnquiry,
    subjectMain: 'Travel',
    subjectOther: null,
    message:
      'Hello, is parking at the hospital covered when I go to my outpatient appointments? It costs about $18 each visit.',
    data: { Category: { Id: 4, Item: 'Travel' } },
    files: [],
  },
];

export async function seedSentItems(ctx: SeedContext, people: SeededPeople): Promise<number> {
  const claimantId = people.claimantIds.alex;
  const claimId = people.claimIds['12/34567'];
  if (!claimId) throw new Error('Demo claim 12/34567 was not seeded');
  for (const item of demoSentItems) {
    const sentAt = melbourneTimeDaysAgo(ctx.now, item.daysAgo, item.time);
    const receivedByProvider = new Date(Math.min(sentAt.getTime() + 15 * 60_000, ctx.now.getTime()));
    const submissionId = newId();
    await ctx.db
      .insertInto('submissions')
      .values({
        id: submissionId,
        claimant_id: claimantId,
        claim_id: claimId,
        kind: item.kind,
        status: 'received',
        data: JSON.stringify({ ...item.data, Message: item.message }),
        created_at: sentAt.toISOString(),
        submitted_at: sentAt.toISOString(),
        received_at: receivedByProvider.toISOString(),
        // Paid a week after it was sent (the day, yyyy-mm-dd, in UTC is close enough for the demo).
        payment: item.payment
          ? JSON.stringify({
              ...item.payment,
              PaidOn: new Date(sentAt.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
            })
          : null,
      })
      .execute();
    let position = 0;
    for (const file of item.files) {
      const fileId = await storeDemoFile(ctx, {
        filename: file.filename,
        mimeType: file.mimeType,
        bytes: file.bytes(),
        claimantId,
        claimId,
        purpose: file.purpose,
        formId: submissionId,
        createdAt: sentAt,
      });
      await ctx.db
        .insertInto('submission_files')
        .values({ submission_id: submissionId, file_id: fileId, position })
        .execute();
      position++;
    }
    await ctx.db
      .insertInto('sent_items')
      .values({
        id: newId(),
        claimant_id: claimantId,
        claim_id: claimId,
        submission_id: submissionId,
        request_type: item.requestType,
        subject_main: item.subjectMain,
        subject_other: item.subjectOther,
        message: item.message,
        sent_at: sentAt.toISOString(),
      })
      .execute();
  }
  return demoSentItems.length;
}
