import { goToSignIn } from '../session/messages.js';
import { screenTitles } from '../shell/screen-titles.js';

/** Forgot username and forgot password screens (spec part 1 §2, §4, §5). Placeholders: {n} a count. */

export const retrievalMessages = {
  /** Error list heading on the forgot forms (part 1 §2). */
  errorCount: 'There are {n} errors in this form',
  forgotUsernameTitle: screenTitles.forgotUsername,
  forgotPasswordTitle: screenTitles.forgotPassword,
  resetPasswordTitle: screenTitles.resetPassword,
  /** Sent-username page (part 1 §2); the spec paraphrases it, the wording is ours. */
  usernameSent:
    'If your email address or mobile number is in our system, your username has been sent to it. Otherwise please call {provider} on {phone}.', // ours
  backToSignIn: goToSignIn,
} as const;
