import { pdfFile, pngFile, textFile } from './demo-file-bytes.js';

/** Files the provider attached to demo inbox messages (demo-inbox.ts), as genuine small files. */
export type DemoAttachmentName = keyof typeof demoAttachments;

export interface DemoAttachment {
  filename: string;
  mimeType: string;
  bytes: () => Uint8Array;
}

export const demoAttachments = {
  welcomePack: {
    filename: 'Welcome to your claim.pdf',
    mimeType: 'application/pdf',
    bytes: () =>
      pdfFile('Welcome to your claim 12/34567', [
        'Your claim has been accepted. This letter explains what we can pay for,',
        'how to send us invoices and how to contact your claims team.',
        'Keep this letter with your claim papers.',
      ]),
  },
  paymentAdviceMay: {
    filename: 'Payment advice 2025-05.pdf',
    mimeType: 'application/pdf',
    bytes: () =>
      pdfFile('Payment advice', [
        'Claim 12/34567',
        'Income support for the period shown: $1,842.60 gross, $1,516.20 net.',
        'Paid by electronic transfer to your nominated account.',
      ]),
  },
  appointmentLetter: {
    filename: 'Independent medical examination - appointment.pdf',
    mimeType: 'application/pdf',
    bytes: () =>
      pdfFile('Appointment confirmation', [
        'Independent medical examination with an orthopaedic surgeon.',
        'Please bring photo identification and any scans or X-rays you hold.',
        'Allow about one hour for the appointment.',
      ]),
  },
  clinicMap: { filename: 'Clinic location map.png', mimeType: 'image/png', bytes: () => pngFile() },
  certificateForm: {
    filename: 'Certificate of capacity - blank form.pdf',
    mimeType: 'application/pdf',
    bytes: () =>
      pdfFile('Certificate of capacity', [
        'To be completed by your treating doctor.',
        'Section 1: worker details. Section 2: capacity for work. Section 3: treatment plan.',
      ]),
  },
  travelGuide: {
    filename: 'Travel expenses - how to claim.txt',
    mimeType: 'text/plain',
    bytes: () =>
      textFile(
        'Travel expenses - how to claim\n\n' +
          '1. Keep a record of each trip: date, from, to and the kilometres travelled.\n' +
          '2. Keep receipts for parking, public transport and taxis.\n' +
          '3. Send them to us with the reimbursement form in the portal.\n',
      ),
  },
  paymentAdviceOct: {
    filename: 'Payment advice 2025-10.pdf',
    mimeType: 'application/pdf',
    bytes: () =>
      pdfFile('Payment advice', [
        'Claim 12/34567',
        'Reimbursement of pharmacy and travel expenses: $212.35.',
        'Paid by electronic transfer to your nominated account.',
      ]),
  },
} satisfies Record<string, DemoAttachment>;
