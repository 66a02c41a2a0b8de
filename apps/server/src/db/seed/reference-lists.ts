/**
 * Dropdown lists (spec part 1 §3, part 2 §3). Ids are the wire's Id; children name their parent.
 * Titles are fixed by the spec: Dr, Mr, Mrs, Ms, Miss, Prof, Unknown with ids 1 to 7.
 */
export interface DemoListItem {
  id: number;
  item: string;
  children?: readonly DemoListItem[];
}

const numbered = (items: readonly string[], firstId = 1): DemoListItem[] =>
  items.map((item, i) => ({ id: firstId + i, item }));

export const demoLists: Readonly<Record<string, readonly DemoListItem[]>> = {
  Titles: numbered(['Dr', 'Mr', 'Mrs', 'Ms', 'Miss', 'Prof', 'Unknown']),
  SecurityQuestions: numbered([
    'What was the name of your first pet?',
    'What is your mother\u2019s maiden name?',
    'What was the name of your primary school?',
    'In which city were you born?',
    'What was the make of your first car?',
  ]),
  UpdatePersonalReason: numbered([
    'Marriage or civil union',
    'Divorce or separation',
    'Change of name by deed poll',
    'Correction of a spelling error',
    'Correction of date of birth',
    'Other',
  ]),
  ReceiptTypes: numbered(['Other', 'Pharmacy', 'Home services']),
  DocumentFormTypes: numbered([
    'Medical certificate',
    'Certificate of capacity',
    'Invoice or account',
    'Reimbursement',
    'Tax File Declaration Form',
    'Payslips or income details',
    'Police report',
    'Treatment plan',
    'Other',
  ]),
  ContactCategories: numbered([
    'Payments',
    'Reimbursement',
    'Treatment and appointments',
    'Travel',
    'Return to work',
    'Update my details',
    'Complaint or feedback',
    'Other',
  ]),
  SentItemTypes: [
    {
      id: 1,
      item: 'Enquiries',
      children: numbered(['General enquiry', 'Payment enquiry', 'Treatment enquiry'], 2),
    },
    {
      id: 5,
      item: 'Documents',
      children: numbered(
        ['Medical certificates', 'Invoices and accounts', 'Tax File Declaration Form', 'Other documents'],
        6,
      ),
    },
    { id: 10, item: 'Reimbursements' },
    { id: 11, item: 'Personal details' },
    { id: 12, item: 'Authority form' },
  ],
};

/** Ids the demo sent items use (SentItemTypes above). */
export const sentItemTypeIds = {
  generalEnquiry: 2,
  medicalCertificates: 6,
  reimbursements: 10,
  authorityForm: 12,
} as const;
