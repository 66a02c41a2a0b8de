import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarToday, formatDate, type Address } from '@portal/contract';
import { AddressPicker } from './address-picker';
import { ClaimNumberInput } from './claim-number-input';
import { DateInput } from './date-input';
import { ErrorSummary } from './error-summary';
import { FormInput } from './form-field';
import { PasswordField } from './password-field';

afterEach(() => vi.unstubAllGlobals());

function ClaimNumberHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <ClaimNumberInput label="Claim number" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('ClaimNumberInput (spec part 1 §5)', () => {
  it('moves the focus to the second box after two digits and combines NN/NNNNN', async () => {
    const user = userEvent.setup();
    render(<ClaimNumberHarness />);
    const first = screen.getByRole('textbox', { name: 'Claim number, first 2 digits' });
    const second = screen.getByRole('textbox', { name: 'Claim number, last 5 digits' });
    expect(screen.getByRole('group', { name: 'Claim number' })).toBeInTheDocument();
    await user.type(first, '1a2');
    expect(first).toHaveValue('12');
    expect(second).toHaveFocus();
    await user.keyboard('34567');
    expect(screen.getByRole('status')).toHaveTextContent('12/34567');
  });

  it('fills both boxes from a pasted full claim number', async () => {
    const user = userEvent.setup();
    render(<ClaimNumberHarness />);
    await user.click(screen.getByRole('textbox', { name: 'Claim number, first 2 digits' }));
    await user.paste('12/34567');
    expect(screen.getByRole('textbox', { name: 'Claim number, last 5 digits' })).toHaveValue('34567');
    expect(screen.getByRole('status')).toHaveTextContent('12/34567');
  });
});

describe('DateInput (spec part 1 §5)', () => {
  it('accepts only digits and slashes and offers today as the latest day', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return <DateInput label="Date of birth" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText('Date of birth');
    await user.type(input, '0a1/0-1/19900');
    expect(input).toHaveValue('01/01/1990');
    expect(input).toHaveAttribute('data-max', formatDate(calendarToday()));
  });
});

describe('FormInput and ErrorSummary (STYLE.md GOV.UK patterns)', () => {
  it('ties a touched error to its field and marks it invalid', () => {
    render(<FormInput id="name" label="First name" error="Enter your First Name" isTouched />);
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your First Name');
  });

  it('hides the error until the field is touched', () => {
    render(<FormInput id="name" label="First name" error="Enter your First Name" />);
    expect(screen.queryByText('Enter your First Name')).not.toBeInTheDocument();
  });

  it('counts the errors, takes focus and links each message to its field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          items={[
            { fieldId: 'a', message: 'First problem' },
            { fieldId: 'b', message: 'Second problem' },
          ]}
        />
        <input id="a" aria-label="A" />
        <input id="b" aria-label="B" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('There are 2 errors in this form');
    await user.click(screen.getByRole('link', { name: 'Second problem' }));
    expect(screen.getByLabelText('B')).toHaveFocus();
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

const suggestion = (PartialAddress: string, Moniker: string) => ({
  PartialAddress,
  Moniker,
  Picklist: PartialAddress,
  Postcode: '3220',
  Score: 100,
});

function stubLookup(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL) => Promise.resolve(respond()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function PickerHarness({ isHomeAddress }: { isHomeAddress: boolean }) {
  const [value, setValue] = useState<Address | null>(null);
  return (
    <>
      <AddressPicker
        label="Home address"
        isHomeAddress={isHomeAddress}
        value={value}
        onChange={setValue}
        debounceMs={10}
      />
      <output data-testid="picked">{value ? JSON.stringify(value) : 'none'}</output>
    </>
  );
}

describe('AddressPicker (spec part 1 §5, §7)', () => {
  const answer = () =>
    new Response(
      JSON.stringify({
        results: [
          suggestion('1 Main St, Geelong VIC 3220', 'm1'),
          suggestion('PO Box 12, Geelong VIC 3220', 'm2'),
        ],
      }),
      { status: 200 },
    );

  it('asks the lookup after typing and picks a suggestion with the keyboard', async () => {
    const fetchMock = stubLookup(answer);
    const user = userEvent.setup();
    render(<PickerHarness isHomeAddress />);
    const box = screen.getByRole('combobox', { name: 'Home address' });
    await user.type(box, '1 Main');
    expect(await screen.findByRole('option', { name: '1 Main St, Geelong VIC 3220' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/addresslookup/AddressLookup?query=1+Main&isHomeAddress=true',
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('1 Main St, Geelong VIC 3220');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('picked')).toHaveTextContent('"Moniker":"m1"');
  });

  it('refuses a PO box as the home address with the informational warning', async () => {
    stubLookup(answer);
    const user = userEvent.setup();
    render(<PickerHarness isHomeAddress />);
    await user.type(screen.getByRole('combobox', { name: 'Home address' }), 'Geelong');
    await user.click(await screen.findByRole('option', { name: 'PO Box 12, Geelong VIC 3220' }));
    expect(
      screen.getByText('A delivery or PO box address cannot be used as your home address.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('picked')).toHaveTextContent('none');
  });

  it('accepts a PO box as a postal address', async () => {
    stubLookup(answer);
    const user = userEvent.setup();
    render(<PickerHarness isHomeAddress={false} />);
    await user.type(screen.getByRole('combobox', { name: 'Home address' }), 'Geelong');
    await user.click(await screen.findByRole('option', { name: 'PO Box 12, Geelong VIC 3220' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('PO Box 12');
  });

  it('clears the suggestions when a lookup fails', async () => {
    let fail = false;
    stubLookup(() => (fail ? new Response('oops', { status: 500 }) : answer()));
    const user = userEvent.setup();
    render(<PickerHarness isHomeAddress />);
    const box = screen.getByRole('combobox', { name: 'Home address' });
    await user.type(box, 'Geelong');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    fail = true;
    await user.type(box, ' VIC');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
