import { claimantErrors } from '../shared/errors.js';
import { bankDetailsMessages } from '../bank-details/messages.js';
import { passwordMessages } from '../password/messages.js';
import { personalDetailsMessages } from '../personal-details/messages.js';
import { screenTitles } from '../shell/screen-titles.js';

/**
 * The My Details area (spec part 1 §2 and §4).
 * Placeholders: {provider}, {phone} from branding; {type} a redirect-toast subject.
 */
export const myDetailsMessages = {
  title: screenTitles.myDetails,
  edit: 'Edit',
  save: 'Save', // ours
  cancel: 'Cancel',
  sections: {
    ...screenTitles.myDetailsSections,
    preferences: 'Preferences',
    password: 'Password',
  },
  postalSameAsHome: 'Same as home address', // ours
  toasts: {
    personalDetailsSent: 'Your Personal Details have been sent to {provider} for approval',
    personalDetailsFailed: 'Your Personal Details failed to save',
    contactUpdated: 'Your contact details have been updated',
    contactFailed: claimantErrors.contactDetailsInvalid.Message,
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
    emailMissing: claimantErrors.preferenceEmailMissing.Message,
    mobileMissing: claimantErrors.preferenceMobileMissing.Message,
  },
  bank: bankDetailsMessages,
  /** Mobile and e-mail edits disabled by flags (part 1 §6); {detail} is "mobile number" or "email address". */
  editDisabled: claimantErrors.contactEditDisabled.Message, // ours
  personalDetails: personalDetailsMessages,
  password: passwordMessages,
} as const;
