/** The personal details edit (spec part 1 §2 "Personal details edit"): `messages.myDetails.personalDetails`. */
export const personalDetailsMessages = {
  reason: 'Reason for change', // ours
  otherReason: 'Please tell us the reason', // ours
  supportingFiles: 'Supporting documents (optional)', // ours
  effectNote: 'Changes to your details take effect on your claim within two days.', // ours
  /** The sent item a submitted change request leaves (part 2 "sent items": every submission). */
  sentItemSubject: 'Personal details change request', // ours
} as const;
