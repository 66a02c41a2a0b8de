import { z } from 'zod/mini';
import { PREVIEW_CUT_LENGTH, PREVIEW_CUT_THRESHOLD, WIRE_FIELD_MAX } from './limits.js';

/**
 * Text helpers and patterns shared by the field rules (spec part 1 §5, part 2 §5).
 */

/**
 * Text typed into one form field: past WIRE_FIELD_MAX it is refused with the field's own message before
 * any rule reads it (issue 29 item 1: the wire bound, far above every field's own rule).
 */
export function fieldTextSchema(message: string) {
  return z.string({ error: message }).check(z.maxLength(WIRE_FIELD_MAX, { error: message, abort: true }));
}

/** E-mail and username fields block spaces and strip them on blur (part 1 §5). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Our e-mail pattern: a local part, "@", and a domain of dot-separated labels ending in a letters-only
 * top-level label. Deliberately simpler than RFC 5322; the mailbox is proven by the access code.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** RFC 5321 path limit. */
export const EMAIL_MAX = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/**
 * Our name pattern: starts with a letter; then letters (any script, with accents), spaces, hyphens,
 * apostrophes and full stops, e.g. "Mary-Jane", "O'Brien", "St. John".
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;

/** Australian mobile: 10 digits starting 04 (part 1 §5). */
export const MOBILE_PATTERN = /^04\d{8}$/;

/** Currency amount (part 1 §5): optional dollar sign, digits, optionally a point and exactly two decimals. */
export const CURRENCY_PATTERN = /^\$?\d+(?:\.\d{2})?$/;

/** Number of characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * The list preview of a message (spec part 2 §2 "Inbox", §9): a text of 70 characters or more is cut
 * to its first 67 characters plus an ellipsis; a shorter text is shown whole. Counts code points, so
 * an emoji is never split in half.
 */
export function previewOf(text: string): string {
  const characters = [...text];
  if (characters.length < PREVIEW_CUT_THRESHOLD) return text;
  return `${characters.slice(0, PREVIEW_CUT_LENGTH).join('')}…`;
}
