import { screenTitles } from '../shell/screen-titles.js';

/**
 * Claims list and claim home (spec part 1 §2 and §4).
 * Placeholders: {provider}, {phone} from branding; {firstName}; {n} a count.
 */
export const claimsMessages = {
  title: screenTitles.claims,
  prompt: 'Select the claim you would like to manage',
  claimNumber: 'Claim number', // ours
  dateOfAccident: 'Date of accident', // ours
  location: 'Location', // ours
  locationNotListed: 'Not listed',
  missingClaim: 'If a claim is missing from this list, please call {provider} on {phone}.', // ours
} as const;

export const claimHomeMessages = {
  greeting: 'Hi {firstName}',
  panels: {
    inbox: 'Inbox',
    services: 'What we can pay for',
    reimbursement: 'Claim reimbursement',
    contactUs: 'Send a message',
    documents: 'Send documents',
    account: 'Personal details',
  },
  unreadCount: '{n} unread', // ours
  verifyBankBanner: 'Verify your bank details to receive payments',
  verifyBankAction: 'Verify',
} as const;
