import { messages } from '@portal/contract';

export interface ClaimPanel {
  key: 'inbox' | 'services' | 'reimbursement' | 'contactUs' | 'documents' | 'account';
  title: string;
  /** Page copy (ours): the spec names the panels and their routes only. */
  subtitle: string;
  to: string;
}

const p = messages.claimHome.panels;

/** The six link panels of the claim home, in the spec's order (part 1 §2 "Claim home"). */
export const claimPanels: readonly ClaimPanel[] = [
  { key: 'inbox', title: p.inbox, subtitle: 'Read messages about your claim', to: '/inbox' },
  { key: 'services', title: p.services, subtitle: 'Find out which services we can pay for', to: '/services' },
  {
    key: 'reimbursement',
    title: p.reimbursement,
    subtitle: 'Ask to be paid back for costs with your receipts',
    to: '/reimbursementform',
  },
  { key: 'contactUs', title: p.contactUs, subtitle: 'Ask us a question about your claim', to: '/contactus' },
  { key: 'documents', title: p.documents, subtitle: 'Upload forms and documents we asked for', to: '/forms' },
  { key: 'account', title: p.account, subtitle: 'Check and update your details', to: '/account' },
];
