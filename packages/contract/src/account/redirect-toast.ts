import { myDetailsMessages } from './messages.js';

/** The account-updated types of /accountupdated/{type}/{success} (part 1 §2). */
export const ACCOUNT_UPDATED_TYPES = [
  'personal-details',
  'contact-details',
  'email-address',
  'mobile-number',
  'bank-details',
  'password',
] as const;
export type AccountUpdatedType = (typeof ACCOUNT_UPDATED_TYPES)[number];
/** success=error, success=approval, anything else (success) reads as updated (part 1 §4). */
export type AccountUpdatedOutcome = 'success' | 'approval' | 'error';

/**
 * The toast after a redirect to /account with type and success (part 1 §4): "Password successfully
 * updated", or "Your {type} " followed by "failed to save", "have been sent to {provider} for approval"
 * or "have/has been updated". The result may still hold {provider}: pass it through formatMessage.
 */
export function composeRedirectToast(type: AccountUpdatedType, outcome: AccountUpdatedOutcome): string {
  const t = myDetailsMessages.redirectToast;
  if (type === 'password') return t.password;
  const subject = t.subjects[type];
  const prefix = t.prefix.replace('{type}', subject);
  if (outcome === 'error') return prefix + t.failed;
  if (outcome === 'approval') return prefix + t.approval;
  return prefix + (subject.endsWith('details') ? t.updatedPlural : t.updatedSingular);
}
