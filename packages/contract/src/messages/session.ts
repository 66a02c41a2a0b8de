import { fieldMessages } from './fields.js';
import { shellMessages } from './shell.js';

/**
 * Sign-in, registration, account recovery and access-code screens (spec part 1 §2, §4, §5).
 * Placeholders: {provider}, {phone} from branding; {n} a count; {type} an access-code channel label.
 */
export const signInMessages = {
  username: 'Username',
  usernamePlaceholder: 'e.g. name@example.com', // ours
  password: 'Password',
  rememberMe: 'Remember me', // ours
  submit: 'Sign in',
  register: 'Register',
  forgotUsername: 'Forgot username',
  forgotPassword: 'Forgot password',
  selfAssessment: 'Complete your self-assessment',
  /** The sign-in page's wrong-address notice (part 1 §2); {url} is the server's PUBLIC_URL, shown as a link. */
  wrongAddress: 'You are using an old address for the portal. Please use {url} from now on.', // ours
} as const;

const goToSignIn = 'Go to Sign In screen';

export const registrationMessages = {
  title: 'Registration',
  maintenanceTitle: 'Maintenance',
  backToSignIn: goToSignIn,
  sameAsHome: 'Postal address is the same as home address', // ours
  /** A forced invalid submit alerts this heading, one line per problem, then the help line. */
  invalidSubmit: {
    heading: 'Please resolve the following issues before submitting:',
    homeAddress: 'Please select a valid home address',
    postalAddress: 'Please select a valid postal address',
    terms: fieldMessages.terms,
  },
  /** Shown when a forced submit finds no known problem, followed by the steps. */
  unexpectedFormError: {
    heading: 'Unexpected Form Error.',
    steps: [
      'Please refresh the page and try again.', // ours
      'If the problem persists, call {provider} on {phone}.', // ours
    ],
  },
  /** Delivery or PO box address picked as home (informational, part 1 §5). */
  homeAddressPoBox: 'A delivery or PO box address cannot be used as your home address.', // ours
} as const;

export const retrievalMessages = {
  /** Error list heading on the forgot forms (part 1 §2). */
  errorCount: 'There are {n} errors in this form',
  forgotUsernameTitle: 'Forgot username',
  forgotPasswordTitle: 'Forgot password',
  resetPasswordTitle: 'Reset password', // ours
  /** Sent-username page (part 1 §2); the spec paraphrases it, the wording is ours. */
  usernameSent:
    'If your email address or mobile number is in our system, your username has been sent to it. Otherwise please call {provider} on {phone}.', // ours
  backToSignIn: goToSignIn,
} as const;

export const accessCodeMessages = {
  title: 'Access Code',
  verify: 'Verify',
  cancel: 'Cancel',
  expiresNote: 'Your access code expires after 30 minutes.', // ours
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
