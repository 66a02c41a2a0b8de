import { clientErrors, claimantErrors } from '../shared/errors.js';

/**
 * Texts of the layout shared by every screen and of the shared alert handler (spec part 1 §2 "Layout",
 * part 1 §8). Placeholders: {provider} and {phone} come from branding; fill them with formatMessage.
 */
export const shellMessages = {
  footer: {
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    /** The link to the accessibility statement (issue 30). */
    accessibility: 'Accessibility', // ours
    version: 'Version {version}', // ours
  },
  /**
   * The accessibility statement's title (issue 30): the route table, in the entry chunk, names it, so it
   * is here rather than with the statement's texts (accessibility/messages.ts).
   */
  accessibilityStatement: 'Accessibility statement', // ours
  /** Confirm before following an external link (part 1 §2, part 2 §2). */
  leaveSite: 'You are about to leave the {provider} website. Do you wish to continue?',
  /** Leaving /reimbursementform or /submitdocuments with unsaved changes (part 2 §2). */
  unsavedChanges: 'You are about to lose your recent changes',
  processing: 'Please wait. We are processing your request.',
  backToTop: 'Back to top', // ours
  /** Help line on the access-code page; we reuse it wherever the spec says "followed by the help number". */
  helpLine: 'Having trouble? Call {provider} on {phone}',
  toolbar: {
    menu: 'Menu', // ours
    back: 'Back', // ours
    cancel: 'Cancel',
    call: 'Call {provider}', // ours
    home: 'Home',
    signOut: 'Sign out', // ours
    inbox: 'Inbox',
    sendDocuments: 'Send documents',
    claimReimbursement: 'Claim reimbursement',
    sendMessage: 'Send a message',
    whatWeCanPayFor: 'What we can pay for',
    personalDetails: 'Personal details',
    /** Heard after Home when the claim has open requests (issue 32 "Things to do"). */
    taskCount: 'You have {n} things to do', // ours
    taskCountOne: 'You have 1 thing to do', // ours
  },
  sideMenu: {
    /** The claim header shows the same label in capitals (SWITCH CLAIM) through CSS. */
    switchClaim: 'Switch claim',
    claimNumber: 'Claim number', // ours
    dateOfAccident: 'Date of accident', // ours
  },
  /** The prompt for a new version that is ready (part 1 §4 "App update"); the button applies it. */
  appUpdate: {
    available: 'A new version of the portal is available.', // ours
    apply: 'Update now', // ours
  },
  /**
   * Beside a submit button the spec keeps disabled until the form is valid (issue 30 item 4): why it
   * cannot be pressed yet. {action} is the button's own words in lower case ("sign in", "register").
   */
  submitBlocked: {
    incomplete: 'Fill in every field above correctly to {action}.', // ours
    unchanged: 'Change a detail above to {action}.', // ours
  },
  /** Shown while the browser has no network, over the app shell the service worker kept (issue 15). */
  offline:
    'You are offline. Check your internet connection: the portal cannot load or send your information until you are back online.', // ours
  /** The installed app (web manifest, issue 15). {provider} is the build's default branding. */
  installedApp: {
    name: '{provider} Claimant Portal', // ours
    shortName: '{provider} Portal', // ours
    description: 'Manage your accepted transport-accident injury claim online.', // ours (as index.html)
  },
} as const;

/** Texts of the shared error handling (part 1 §8, part 2 §8). */
export const alertMessages = {
  timeout: 'Sorry, request timed out. Please try again.',
  /** Each error shows as its message followed by this label and the number. */
  errorCodeLabel: 'Error Code: ',
  /** Upload, authority-form and file errors show the first error like this. */
  uploadError: 'Error {number}: {message}',
  requestFailed: clientErrors.endpointNotAvailable.Message,
  claimsUnavailable: 'Unable to retrieve claims. Please contact support if the issue persists.',
  /** Error 86 on code generation; {detail} is e.g. "bank details", "mobile number", "email address". */
  noContactMethod:
    'Please update your contact details to receive an access code prior to updating your {detail} or call {provider} on {phone}.',
  /** Error 56 or >450 on forgot username, forgot password and reset password. */
  informationNotFound:
    'Your information could not be found. Please try again or contact the {provider} on {phone}',
  /** Personal details, documents and reimbursement submission failures (part 1 §4, part 2 §8). */
  submitFailed: claimantErrors.formIncomplete.Message,
} as const;
