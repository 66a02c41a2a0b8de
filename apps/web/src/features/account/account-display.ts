import type { Account, PhoneNumber } from '@portal/contract';

/** Titles the read view leaves out (spec part 1 §2 "title omitted when Unknown / No Title"). */
const HIDDEN_TITLES = new Set(['', 'unknown', 'no title']);

export function fullName(account: Account): string {
  const p = account.PersonalDetails;
  const title = HIDDEN_TITLES.has(p.Title.trim().toLowerCase()) ? '' : p.Title.trim();
  return [title, p.FirstName, p.MiddleNames, p.Surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** "(03) 9876 5432" style, or '' when no phone is stored. */
export function formatPhone(phone: PhoneNumber | null): string {
  if (!phone || (phone.AreaCode.trim() === '' && phone.Number.trim() === '')) return '';
  const number = phone.Number.trim();
  const spaced = number.length === 8 ? `${number.slice(0, 4)} ${number.slice(4)}` : number;
  return `(${phone.AreaCode.trim()}) ${spaced}`;
}

/**
 * The stored account number is masked by the server but for its last 3 digits (contract); the read
 * view shows only those, behind a fixed mask, so the length is not revealed either.
 */
export function maskedAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return digits === '' ? '' : `•••••${digits.slice(-3)}`;
}

export function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
