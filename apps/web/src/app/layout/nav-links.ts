import { messages } from '@portal/contract';

/** The signed-in destinations shared by the wide-screen toolbar and the side menu (part 1 §2). */
export interface NavLinkSpec {
  key:
    | 'home'
    | 'inbox'
    | 'sendDocuments'
    | 'claimReimbursement'
    | 'sendMessage'
    | 'whatWeCanPayFor'
    | 'personalDetails';
  label: string;
  to: string;
}

const t = messages.shell.toolbar;

export const claimNavLinks: readonly NavLinkSpec[] = [
  { key: 'home', label: t.home, to: '/claim' },
  { key: 'inbox', label: t.inbox, to: '/inbox' },
  { key: 'sendDocuments', label: t.sendDocuments, to: '/forms' },
  { key: 'claimReimbursement', label: t.claimReimbursement, to: '/reimbursementform' },
  { key: 'sendMessage', label: t.sendMessage, to: '/contactus' },
  { key: 'whatWeCanPayFor', label: t.whatWeCanPayFor, to: '/services' },
  { key: 'personalDetails', label: t.personalDetails, to: '/account' },
];

/**
 * Issue 32's pages, in the side menu only: the wide-screen toolbar has no room for more links, and
 * claim home links to each section's page.
 */
export const claimSideMenuLinks: readonly { key: string; label: string; to: string }[] = [
  { key: 'payments', label: messages.screenTitles.payments, to: '/payments' },
  { key: 'claimTimeline', label: messages.screenTitles.claimTimeline, to: '/claim-timeline' },
];
