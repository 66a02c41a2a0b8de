/**
 * Names of the forms' drafts in session storage (draft-session.ts): the form writes its flags under
 * its key and the screen it goes to reads them (the forms hub's toast), without one feature importing
 * another.
 */
export const draftFormKeys = {
  documents: 'documents-draft',
  receipts: 'receipts-draft',
  /** Contact us keeps only a device copy (use-device-form-copy.ts): it has no server draft. */
  contactUs: 'contact-us-form',
} as const;
