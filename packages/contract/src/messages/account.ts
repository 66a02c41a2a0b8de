import { serverErrors } from '../errors.js';
import { fieldMessages } from './fields.js';

/**
 * Claims list, claim home and the My Details area (spec part 1 §2 and §4).
 * Placeholders: {provider}, {phone} from branding; {firstName}; {type} a redirect-toast subject.
 */
export const claimsMessages = {
  title: 'My Claims',
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

export const myDetailsMessages = {
  title: 'My Details', // ours (the route's name in the spec)
  edit: 'Edit',
  save: 'Save', // ours
  cancel: 'Cancel',
  sections: {
    personal: 'Name & Date of Birth',
    mobile: 'Mobile Number',
    email: 'Email Address',
    contact: 'Contact Details',
    bank: 'Bank Account Details',
    preferences: 'Preferences',
    password: 'Password',
  },
  postalSameAsHome: 'Same as home address', // ours
  toasts: {
    personalDetailsSent: 'Your Personal Details have been sent to {provider} for approval',
    personalDetailsFailed: 'Your Personal Details failed to save',
    contactUpdated: 'Your contact details have been updated',
    contactFailed: serverErrors.contactDetailsInvalid.Message,
    bankUpdated: 'Your bank account details have been updated',
    bankFailed: 'Your bank details failed to send',
  },
  /**
   * Toast after a redirect to /account?type=&success= (part 1 §4): "Your {type} " followed by one of
   * the endings; composeRedirectToast picks them.
   */
  redirectToast: {
    password: 'Password successfully updated',
    prefix: 'Your {type} ',
    failed: 'failed to save',
    approval: 'have been sent to {provider} for approval',
    updatedPlural: 'have been updated',
    updatedSingular: 'has been updated',
    /** {type} for each account-updated type; "details" take "have", the others "has". */
    subjects: {
      'personal-details': 'personal details', // ours
      'contact-details': 'contact details', // ours
      'email-address': 'email address', // ours
      'mobile-number': 'mobile number', // ours
      'bank-details': 'bank account details', // ours
    },
  },
  preferences: {
    sms: 'SMS', // ours
    email: 'Email', // ours
    emailMissing: serverErrors.preferenceEmailMissing.Message,
    mobileMissing: serverErrors.preferenceMobileMissing.Message,
  },
  bank: {
    stateTrustees: serverErrors.bankManagedByStateTrustees.Message,
    editBlocked: serverErrors.bankEditBlocked.Message,
  },
  /** Mobile and e-mail edits disabled by flags (part 1 §6); {detail} is "mobile number" or "email address". */
  editDisabled: serverErrors.contactEditDisabled.Message, // ours
  personalDetails: {
    reason: 'Reason for change', // ours
    otherReason: 'Please tell us the reason', // ours
    supportingFiles: 'Supporting documents (optional)', // ours
    effectNote: 'Changes to your details take effect on your claim within two days.', // ours
    /** The sent item a submitted change request leaves (part 2 "sent items": every submission). */
    sentItemSubject: 'Personal details change request', // ours
  },
  password: {
    current: 'Current password', // ours
    new: 'New password', // ours
    confirm: 'Re-enter new password', // ours
    /** One wording with /register and /resetpassword (issue 10 item 9). */
    rules: fieldMessages.password.rulesHint,
  },
} as const;
