import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function DateBox() {
  const [value, setValue] = useState('');
  return <DateInput label="Date of birth" value={value} onChange={setValue} />;
}

describe('DateInput', () => {
  it('shows what the form holds: a typed letter never appears in the box', async () => {
    render(<DateBox />);
    const box = screen.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.type(box, '01/x');
    expect(box).toHaveValue('01/');
  });
});
