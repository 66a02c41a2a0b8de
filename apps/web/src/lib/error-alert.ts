import { clientErrors, formatMessage, messages, type ErrorItem } from '@portal/contract';
import { ApiError } from './api-error';

/**
 * The alert format of spec part 1 §8: when any error has a negative number only that one shows,
 * otherwise all of them; each is its message followed by "Error Code: " and the number.
 */
export function formatErrorAlert(errors: readonly ErrorItem[]): string {
  const negative = errors.find((error) => error.Number < 0);
  const shown = negative ? [negative] : errors;
  return shown
    .map((error) => `${error.Message}\n${messages.alerts.errorCodeLabel}${error.Number}`)
    .join('\n\n');
}

/** Upload, authority-form and file errors alert the first error as "Error {number}: {message}" (part 2 §8). */
export function formatUploadError(error: ErrorItem): string {
  return formatMessage(messages.alerts.uploadError, { number: String(error.Number), message: error.Message });
}

/** The errors an unknown failure stands for: an ApiError's own list, otherwise a script error (part 1 §8). */
export function errorsOf(failure: unknown): ErrorItem[] {
  if (failure instanceof ApiError) return failure.errors;
  return [{ Number: clientErrors.scriptError.Number, Message: clientErrors.scriptError.Message }];
}

/**
 * What a form says when its call failed: a busy server's own words, which ask to try again in a moment
 * (issue 33: a refusal to shed load is not a failure of what the claimant did), else the form's text.
 */
export function failureText(failure: unknown, formText: string): string {
  return failure instanceof ApiError && failure.kind === 'busy' ? failure.message : formText;
}

/** Shows a failed call in a browser alert, as the spec's shared handler does. */
export function alertErrors(failure: unknown): void {
  // An expired session already signed the user out and went to /login; no alert on top of that.
  if (failure instanceof ApiError && failure.isSessionExpired) return;
  window.alert(formatErrorAlert(errorsOf(failure)));
}
