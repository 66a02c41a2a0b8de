import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr } from '../../../test/fake-xhr';
import { answerReimbursementCalls, reimbursementPaths } from '../../../test/reimbursement-fixture';
import {
  chooseReceiptType,
  choosePayee,
  field,
  fill,
  melbourneDay,
  openReimbursementForm,
  pressNext,
} from './reimbursement-test-support';

let api: MockApi;

beforeEach(() => {
  api = answerReimbursementCalls(mockApi());
  installFakeXhr();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const errorOf = (name: string | RegExp) => {
  const box = screen.getByRole('textbox', { name });
  const id = box.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part))
    .find((node) => node?.classList.contains('field__error'))?.textContent;
};

describe('reimbursement: the main form rules (spec part 2 §5)', () => {
  it('lists who to pay, receipt type, receipt and declaration in a focused summary and stays in edit', async () => {
    await openReimbursementForm();
    await pressNext();
    const summary = screen.getByRole('alert', { name: 'There are 4 errors in this form' });
    expect(summary).toHaveFocus();
    for (const text of [
      'Please choose who to pay',
      'Please select a receipt type',
      'Please attach your receipt',
      'Please confirm the declaration',
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Check your answers' })).toBeNull();
  });

  it('links a summary message to its field', async () => {
    await openReimbursementForm();
    await pressNext();
    await userEvent.click(screen.getByRole('link', { name: 'Please choose who to pay' }));
    expect(screen.getByRole('radio', { name: 'Me' })).toHaveFocus();
  });

  it('asks for every detail of someone else to pay, but not their phone', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    await pressNext();
    const summary = screen.getByRole('alert');
    for (const text of [
      'Please enter the name of the person to pay',
      'Please enter their postal address',
      'Please enter their contact email',
      'Please enter their relationship to you',
      'Enter an Account Name between 1-100 characters',
      'Enter a valid 6 digit BSB number',
      'Enter an Account Number between 6-9 digits',
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
    }
    expect(within(summary).queryByRole('link', { name: 'Enter a valid phone number' })).toBeNull();
  });

  it('checks the e-mail pattern and an optional phone that was given', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('Their contact email', 'sam@');
    expect(errorOf('Their contact email')).toBe('Enter a valid email address');
    fill('Their contact email', 'sam@example.com');
    expect(errorOf('Their contact email')).toBeUndefined();
    fill('Their phone number (optional)', 'call me');
    expect(errorOf('Their phone number (optional)')).toBe('Enter a valid phone number');
    fill('Their phone number (optional)', '0398765432');
    expect(errorOf('Their phone number (optional)')).toBeUndefined();
  });

  it('takes an account name of 1-100 characters and an account number of 6-9 digits', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('Bank account name', 'x'.repeat(101));
    expect(errorOf('Bank account name')).toBe('Enter an Account Name between 1-100 characters');
    fill('Bank account name', 'x'.repeat(100));
    expect(errorOf('Bank account name')).toBeUndefined();
    for (const [number, error] of [
      ['12345', 'Enter an Account Number between 6-9 digits'],
      ['123456', undefined],
      ['123456789', undefined],
      ['1234567890', 'Enter an Account Number between 6-9 digits'],
      ['12345a', 'Enter an Account Number between 6-9 digits'],
    ] as const) {
      fill('Account number', number);
      expect(errorOf('Account number')).toBe(error);
    }
  });

  it('refuses a BSB that is not 6 digits without asking the directory', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('BSB', '06300');
    expect(errorOf('BSB')).toBe('Enter a valid 6 digit BSB number');
    expect(api.bodies(reimbursementPaths.verifyBsb)).toEqual([]);
  });
});

describe('reimbursement: the Other and Pharmacy sub-forms (spec part 2 §5)', () => {
  it('asks for the date, provider and cost of an Other receipt', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    await pressNext();
    const summary = screen.getByRole('alert');
    for (const text of [
      'Please enter a date in dd/mm/yyyy format',
      'Please enter the provider',
      'Please enter the amount',
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
    }
    expect(field('Provider')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Pharmacy' })).toBeNull();
  });

  it('names the pharmacy on a Pharmacy receipt and keeps what was typed when the type changes', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    fill('Provider', 'Geelong Pharmacy');
    fill('Cost', '$12.00');
    await chooseReceiptType('Pharmacy');
    expect(field('Pharmacy')).toHaveValue('Geelong Pharmacy');
    expect(field('Cost')).toHaveValue('$12.00');
    fill('Pharmacy', '');
    expect(errorOf('Pharmacy')).toBe('Please enter the provider');
  });

  it('refuses a date after today and takes today; the date box says today is the last day', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Pharmacy');
    expect(field('Date of purchase')).toHaveAttribute('data-max', melbourneDay(0));
    fill('Date of purchase', melbourneDay(1));
    expect(errorOf('Date of purchase')).toBe('The date cannot be in the future');
    fill('Date of purchase', melbourneDay(0));
    expect(errorOf('Date of purchase')).toBeUndefined();
    fill('Date of purchase', '31/02/2026');
    expect(errorOf('Date of purchase')).toBe('Please enter a date in dd/mm/yyyy format');
  });

  it('limits the provider to 150 and the description to 1000 characters', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    fill('Provider', 'p'.repeat(151));
    expect(errorOf('Provider')).toBe('Provider must be 150 characters or fewer');
    fill('Provider', 'p'.repeat(150));
    expect(errorOf('Provider')).toBeUndefined();
    fill('Description', 'd'.repeat(1001));
    expect(errorOf('Description')).toBe('Description must be 1000 characters or fewer');
    fill('Description', 'd'.repeat(1000));
    expect(errorOf('Description')).toBeUndefined();
  });

  it('checks the cost against the currency pattern and its 50-character limit', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    fill('Cost', '12.505');
    expect(errorOf('Cost')).toBe('Enter a valid amount e.g. $12.50');
    fill('Cost', '1'.repeat(51));
    expect(errorOf('Cost')).toBe('Amount must be 50 characters or fewer');
  });

  it('adds the $ and .00 to an amount when the field is left, and leaves other text alone', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Pharmacy');
    const invalid = 'Enter a valid amount e.g. $12.50';
    for (const [typed, shown, error] of [
      ['12', '$12.00', undefined],
      ['$5', '$5.00', undefined],
      ['7.50', '$7.50', undefined],
      // One decimal means cents (issue 28); the completed amount passes the currency rule.
      ['23.5', '$23.50', undefined],
      ['abc', 'abc', invalid],
    ] as const) {
      fill('Cost', typed);
      expect(field('Cost')).toHaveValue(shown);
      expect(errorOf('Cost')).toBe(error);
    }
  });

  it('completes an amount the same way when Enter moves on from inside the field', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    // A browser's Enter submits the form with the focus still in the field: no blur.
    fireEvent.change(field('Cost'), { target: { value: '23.5' } });
    fireEvent.submit(field('Cost').closest('form')!);
    expect(await screen.findByDisplayValue('$23.50')).toBe(field('Cost'));
    expect(errorOf('Cost')).toBeUndefined();
  });
});

describe('reimbursement: the Home services sub-form (spec part 2 §5)', () => {
  it('asks for the date, duration, service provider, type of service and amount', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Home services');
    await pressNext();
    const summary = screen.getByRole('alert');
    for (const text of [
      'Please enter a date in dd/mm/yyyy format',
      'Please enter the duration of service',
      'Please enter the service provider',
      'Please select the type of service',
      'Please enter the amount',
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
    }
    expect(field('Date of service')).toBeInTheDocument();
  });

  it('offers Childcare, Cleaning, Gardening and Other as the type of service', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Home services');
    const type = screen.getByRole('combobox', { name: 'Type of service' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select the type of service', 'Childcare', 'Cleaning', 'Gardening', 'Other']);
  });

  it('limits the duration to 50 characters and the notes to 1000', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Home services');
    fill('Duration of service', 'h'.repeat(51));
    expect(errorOf('Duration of service')).toBe('Duration must be 50 characters or fewer');
    fill('Duration of service', 'h'.repeat(50));
    expect(errorOf('Duration of service')).toBeUndefined();
    fill('General notes', 'n'.repeat(1001));
    expect(errorOf('General notes')).toBe('Notes must be 1000 characters or fewer');
    fill('General notes', 'n'.repeat(1000));
    expect(errorOf('General notes')).toBeUndefined();
  });

  it('takes a service provider name of up to 100 letters only', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Home services');
    for (const [name, error] of [
      ['Sam Lee', undefined],
      ['Clean 4 U', 'Enter a service provider name of up to 100 letters'],
      ['a'.repeat(101), 'Enter a service provider name of up to 100 letters'],
      ['a'.repeat(100), undefined],
    ] as const) {
      fill('Service provider', name);
      expect(errorOf('Service provider')).toBe(error);
    }
  });

  it('checks the amount to reimburse like a cost and completes it on leaving', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Home services');
    fill('Amount to reimburse', '80');
    expect(field('Amount to reimburse')).toHaveValue('$80.00');
    fill('Amount to reimburse', '80.1');
    expect(field('Amount to reimburse')).toHaveValue('$80.10');
    fill('Amount to reimburse', '80.123');
    expect(errorOf('Amount to reimburse')).toBe('Enter a valid amount e.g. $12.50');
  });
});
