/**
 * The authority form (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const authorityFormMessages = {
  signatureRequired: 'Please sign the form', // ours
  clear: 'Clear',
  submit: 'Submit',
  /** The typed signature of equal standing (issue 13, WCAG 2.2 2.5.7); all ours. */
  typedNameRequired: 'Type your full name to sign', // ours
  typedNameMax: 'Your name must be 200 characters or fewer', // ours
  declarationRequired: 'Please confirm the declaration to sign with your typed name', // ours
  consentUnavailable: 'We could not load the authority text. Please try again.', // ours
  loadFailed: 'We could not load your details. Please try again.', // ours
  submitting: 'Submitting your authority form...', // ours
} as const;
