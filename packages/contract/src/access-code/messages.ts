import { shellMessages } from '../shell/messages.js';
import { screenTitles } from '../shell/screen-titles.js';

/** The access code page (spec part 1 §2 "Access code page", §4). {type} is the channel label. */

export const accessCodeMessages = {
  title: screenTitles.accessCode,
  verify: 'Verify',
  cancel: 'Cancel',
  expiresNote: 'Your access code expires after 30 minutes.', // ours
  /** Said before the code is typed (issue 30 item 5, WCAG 3.2.2): the 4th digit sends it (part 1 §4). */
  autoCheckNote: 'We check your code as soon as you enter the 4th digit.', // ours
  /** Announced while a code is checked. */
  checking: 'Checking your code…', // ours
  resend: 'Re-send my {type} code', // ours (the spec: the link "says mobile or email")
  /** {type} labels for the code channel; bank codes go to the mobile or e-mail. */
  typeLabels: { mobile: 'mobile', email: 'email' }, // ours
  incorrect: 'The {type} code is incorrect. Please try again',
  /** The spec quotes "code has expired. Please request a new code"; we lead it like the incorrect text. */
  expired: 'The {type} code has expired. Please request a new code',
  newCodeSent: 'New {type} code sent',
  /** Explanatory line per edit (part 1 §2 "Access code page"). */
  explain: {
    bank: 'To protect your account we have sent you an access code before you verify or change your bank details.', // ours
    mobile:
      'To protect your account we have sent an access code to your email before you change your mobile number.', // ours
    email:
      'To protect your account we have sent an access code to your mobile before you change your email address.', // ours
    login: 'To protect your account we have sent you an access code to verify this sign-in.', // ours
    activation: 'We have sent you an access code to activate your account.', // ours
  },
  /** Mobile or e-mail edits: the other method is unavailable (part 1 §2). */
  otherMethodUnavailable: 'If you cannot receive this code, call {provider} on {phone}.', // ours
  help: shellMessages.helpLine,
} as const;
