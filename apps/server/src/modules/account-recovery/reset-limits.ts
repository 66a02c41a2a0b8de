import type { ThrottleCounter, ThrottleRule } from '../throttle/throttle.service.js';

/**
 * Issue 29 item 3: 15 resets in 0.7 s sent 15 e-mails and 15 text messages. Two limits, per account:
 *
 * - resets: forgot password answers a reset token for an account at most RESET_LIMIT times an hour.
 *   Past it, a claimant whose details match is answered as one whose details match nothing (56), so
 *   the limit says nothing about whether an account exists;
 * - messages: the access codes a reset's /activate step sends count against a cap of five messages
 *   (an e-mail and a text message are two), in two windows of an hour half an hour apart, so any
 *   burst of resets shorter than half an hour reaches the claimant at most five times. Past it the
 *   step answers 140, as for the hourly code limit, so the caller cannot tell which limit it met.
 */
export const resetThrottleRule = {
  name: 'passwordReset:account:',
  limit: 5,
  windowMinutes: 60,
} as const satisfies ThrottleRule;

const RESET_MESSAGE_LIMIT = 5;
const resetMessageRules: readonly ThrottleRule[] = [
  { name: 'passwordReset:messages:', limit: RESET_MESSAGE_LIMIT, windowMinutes: 60 },
  { name: 'passwordReset:messagesHalf:', limit: RESET_MESSAGE_LIMIT, windowMinutes: 60, offsetMinutes: 30 },
];

/** The counters `messages` messages to the account's contacts take, for throttle's takeAllowances. */
export function resetMessageCounters(accountId: string, messages: number): ThrottleCounter[] {
  return resetMessageRules.map((rule) => ({ rule, subject: accountId, units: messages }));
}
