import type { DemoAttachmentName } from './demo-inbox-attachments.js';

/**
 * Inbox messages for Alex Citizen's claim 12/34567: the correspondence of a claim in its first
 * months, spread over the last 8 months before the seeding time. `{provider}` and `{phone}` are
 * filled from branding. Newest last.
 */
export interface DemoMessage {
  daysAgo: number;
  /** Local (Melbourne) time the provider sent it. */
  time: [hour: number, minute: number];
  subject: string;
  body: string;
  read: boolean;
  attachments?: DemoAttachmentName[];
}

export const demoMessages: readonly DemoMessage[] = [
  {
    daysAgo: 238,
    time: [9, 12],
    subject: 'Welcome to your claim',
    body:
      'Dear Alex,\n\nWe have accepted your claim 12/34567 for the accident on 14 March 2025. ' +
      'The attached letter explains what we can pay for and how to send us invoices.\n\n' +
      'If you have any questions, please call us on {phone}.\n\nKind regards,\nYour {provider} claims team',
    read: true,
    attachments: ['welcomePack'],
  },
  {
    daysAgo: 235,
    time: [14, 5],
    subject: 'Your claims manager',
    body: 'Hi Alex, I am Priya, your claims manager. I will be your main contact while we support your recovery.',
    read: true,
  },
  {
    daysAgo: 229,
    time: [10, 40],
    subject: 'Documents needed: certificate of capacity',
    body:
      'To start your income support payments we need a certificate of capacity from your treating doctor. ' +
      'A blank form is attached. You can send the completed form through Send documents in the portal.',
    read: true,
    attachments: ['certificateForm'],
  },
  {
    daysAgo: 221,
    time: [11, 18],
    subject: 'We received your certificate of capacity',
    body: 'Thank you, we have received your certificate of capacity and passed it to your claims manager.',
    read: true,
  },
  {
    daysAgo: 214,
    time: [15, 2],
    subject: 'Physiotherapy approved',
    body:
      'We have approved 12 physiotherapy sessions at Geelong West Physio. Your physiotherapist can bill us ' +
      'directly, so you do not need to pay for approved sessions.',
    read: true,
  },
  {
    daysAgo: 206,
    time: [9, 47],
    subject: 'Payment advice',
    body: 'Your first income support payment has been made. The payment advice is attached.',
    read: true,
    attachments: ['paymentAdviceMay'],
  },
  {
    daysAgo: 198,
    time: [13, 30],
    subject: 'Request for tax file number declaration',
    body:
      'Without a tax file number declaration we must withhold tax at the highest rate. Please send us a ' +
      'completed Tax File Declaration Form through Send documents.',
    read: true,
  },
  {
    daysAgo: 190,
    time: [10, 15],
    subject: 'Payment advice',
    body: 'Your fortnightly income support payment of $1,516.20 has been paid into your nominated account.',
    read: true,
  },
  {
    daysAgo: 183,
    time: [16, 22],
    subject: 'Appointment reminder: independent medical examination',
    body:
      'This is a reminder of your independent medical examination on Tuesday at 10:30 am. The appointment ' +
      'letter and a map of the clinic are attached. Please arrive 15 minutes early.',
    read: true,
    attachments: ['appointmentLetter', 'clinicMap'],
  },
  {
    daysAgo: 176,
    time: [9, 5],
    subject: 'Payment advice',
    body: 'Your fortnightly income support payment of $1,516.20 has been paid into your nominated account.',
    read: true,
  },
  {
    daysAgo: 168,
    time: [12, 44],
    subject: 'Travel expenses',
    body:
      'You can claim the cost of travel to treatment. The attached guide explains what to record. You can ' +
      'read more at https://www.tac.vic.gov.au/clients/what-we-can-pay-for/travel-expenses before you claim.',
    read: true,
    attachments: ['travelGuide'],
  },
  {
    daysAgo: 160,
    time: [14, 36],
    subject: 'Medical examination report received',
    body: 'We have received the report from your independent medical examination. Your claims manager will call you.',
    read: true,
  },
  {
    daysAgo: 152,
    time: [10, 2],
    subject: 'Further physiotherapy approved',
    body: 'Following your physiotherapist\u2019s treatment plan we have approved 8 more sessions.',
    read: true,
  },
  {
    daysAgo: 144,
    time: [11, 51],
    subject: 'Request for documents: pharmacy receipts',
    body:
      'To reimburse your medication costs we need itemised pharmacy receipts. A cash register docket is not ' +
      'enough: please ask your pharmacy for an itemised printout.',
    read: true,
  },
  {
    daysAgo: 137,
    time: [9, 33],
    subject: 'Payment advice',
    body: 'Your fortnightly income support payment of $1,516.20 has been paid into your nominated account.',
    read: true,
  },
  {
    daysAgo: 126,
    time: [15, 48],
    subject: 'Return to work planning',
    body:
      'Your employer has agreed to a graduated return to work of three days a week. We will ask your doctor ' +
      'to confirm your capacity before the plan starts.',
    read: true,
  },
  {
    daysAgo: 112,
    time: [10, 27],
    subject: 'Household help approved',
    body: 'We have approved household help of 3 hours a week for 6 weeks while you recover.',
    read: true,
  },
  {
    daysAgo: 98,
    time: [13, 9],
    subject: 'Certificate of capacity due',
    body:
      'Your current certificate of capacity ends in two weeks. Please ask your doctor for a new certificate and ' +
      'send it to us so your payments continue without a break.',
    read: true,
  },
  {
    daysAgo: 85,
    time: [9, 58],
    subject: 'Payment advice',
    body: 'Your fortnightly income support payment of $1,516.20 has been paid into your nominated account.',
    read: true,
  },
  {
    daysAgo: 71,
    time: [14, 14],
    subject: 'Reimbursement paid',
    body: 'We have reimbursed $212.35 for pharmacy and travel expenses. The payment advice is attached.',
    read: true,
    attachments: ['paymentAdviceOct'],
  },
  {
    daysAgo: 58,
    time: [11, 3],
    subject: 'Check your bank details',
    body:
      'We could not verify the bank account you gave us. Please check your bank details under My Details so ' +
      'future payments reach you.',
    read: false,
  },
  {
    daysAgo: 44,
    time: [16, 40],
    subject: 'Appointment reminder: physiotherapy review',
    body: 'Reminder: your physiotherapy review is on Thursday at 2:15 pm at Geelong West Physio.',
    read: true,
  },
  {
    daysAgo: 31,
    time: [10, 19],
    subject: 'Survey: tell us how you are going',
    body:
      'We would like to hear how your recovery is going. The self-assessment takes about 2 minutes and helps ' +
      'us plan the right support for you.',
    read: true,
  },
  {
    daysAgo: 19,
    time: [12, 7],
    subject: 'Payment advice',
    body: 'Your fortnightly income support payment of $1,516.20 has been paid into your nominated account.',
    read: false,
  },
  {
    daysAgo: 9,
    time: [9, 26],
    subject: 'Request for documents: updated treatment plan',
    body:
      'Please ask your physiotherapist to send an updated treatment plan. You can also upload it yourself ' +
      'through Send documents in the portal.',
    read: false,
  },
  {
    daysAgo: 4,
    time: [15, 55],
    subject: 'Appointment reminder',
    body: 'Reminder: your GP review is on Monday at 9:00 am.',
    read: false,
  },
  {
    daysAgo: 1,
    time: [11, 11],
    subject: 'Your enquiry about travel expenses',
    body:
      'Thank you for your message. Yes, parking at the hospital is covered: keep the tickets and send them ' +
      'with your next reimbursement form. Call us on {phone} if you need a hand.',
    read: false,
  },
];

/** UTC instant for a Melbourne wall-clock time `daysAgo` days before `now` (AEST; DST shifts it an hour at most). */
export function melbourneTimeDaysAgo(now: Date, daysAgo: number, [hour, minute]: [number, number]): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
  const at = new Date(day.getTime() + ((hour - 10) * 60 + minute) * 60_000);
  // Never in the future of the seeding time.
  return at.getTime() > now.getTime() ? new Date(now.getTime() - (daysAgo + 1) * 60_000) : at;
}
