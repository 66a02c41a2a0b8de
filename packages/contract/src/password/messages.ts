import { fieldMessages } from '../shared/field-messages.js';

/** The change-password section of My Details (spec part 1 §2): `messages.myDetails.password`. */
export const passwordMessages = {
  current: 'Current password', // ours
  new: 'New password', // ours
  confirm: 'Re-enter new password', // ours
  /** One wording with /register and /resetpassword (issue 10 item 9). */
  rules: fieldMessages.password.rulesHint,
} as const;
