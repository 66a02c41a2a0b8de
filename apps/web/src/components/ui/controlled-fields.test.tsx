import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

/*
 * lib/controlled-fields.ts (imported by the tests' setup as by main.tsx): a controlled field shows what
 * its latest render says after each event, as in React, also when the handler refuses the change.
 */

function DigitsBox() {
  const [value, setValue] = useState('');
  return (
    <label>
      Digits
      <input value={value} onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))} />
    </label>
  );
}

function RefusingCheckbox() {
  const [checked] = useState(false);
  return (
    <label>
      Never ticked
      <input type="checkbox" checked={checked} onChange={() => undefined} />
    </label>
  );
}

function DateBox() {
  const [value, setValue] = useState('');
  return <DateInput label="Date of birth" value={value} onChange={setValue} />;
}

describe('controlled fields', () => {
  it('put back a refused keystroke and keep the accepted ones', async () => {
    render(<DigitsBox />);
    const box = screen.getByLabelText('Digits');
    await userEvent.type(box, '1a2b');
    expect(box).toHaveValue('12');
  });

  it('show the date box without a typed letter', async () => {
    render(<DateBox />);
    const box = screen.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.type(box, '01/x');
    expect(box).toHaveValue('01/');
  });

  it('keep a checkbox unticked when its handler does not tick it', async () => {
    render(<RefusingCheckbox />);
    const box = screen.getByLabelText('Never ticked');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('leave an uncontrolled field as typed', async () => {
    render(
      <label>
        Free
        <input defaultValue="" />
      </label>,
    );
    const box = screen.getByLabelText('Free');
    await userEvent.type(box, 'a1');
    expect(box).toHaveValue('a1');
  });
});
