import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarToday, formatDate, type Account } from '@portal/contract';
import type { MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { reimbursementPaths, seedAccount } from '../../../test/reimbursement-fixture';

/** Helpers shared by the reimbursement screen's tests: open the form, find its fields, fill them. */

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
export const slow = { timeout: 5_000 };

export async function openReimbursementForm(account?: Account, path = '/reimbursementform') {
  const view = renderApp(path, { signedIn: true });
  seedAccount(view.queryClient, account);
  await screen.findByRole('button', { name: 'Next' }, slow);
  // The receipt types arrive from their own call.
  await screen.findByRole('option', { name: 'Pharmacy' }, slow);
  return view;
}

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const receiptType = () => screen.getByRole('combobox', { name: 'Receipt type' });
export const fileInput = () => screen.getByLabelText('Receipt', { selector: 'input' });
export const disclaimer = () => screen.getByRole('checkbox', { name: /I declare that the information/ });

/** Types a value and leaves the field, as a claimant does. */
export function fill(name: string | RegExp, value: string) {
  const box = field(name);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

export function pick(name: string, size = 2048) {
  const file = new File([new Uint8Array(size)], name);
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

export async function choosePayee(label: 'Me' | 'Someone else' | 'Pay my provider') {
  await userEvent.click(screen.getByRole('radio', { name: label }));
}

export async function chooseReceiptType(label: 'Other' | 'Pharmacy' | 'Home services') {
  await userEvent.selectOptions(receiptType(), label);
}

export async function pressNext() {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

/** The JSON bodies of one call without the access token. */
export function sentTo(api: MockApi, path: string): Record<string, unknown>[] {
  return api.bodies(path).map(({ AccessToken: _token, ...rest }) => rest);
}

export const saves = (api: MockApi) => sentTo(api, reimbursementPaths.save);

/** A Melbourne calendar day `offset` days from today, dd/mm/yyyy. */
export function melbourneDay(offset: number): string {
  const today = calendarToday();
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return formatDate({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });
}
