import { render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

/*
 * lib/effects-before-events.ts (installed by the tests' setup as by main.tsx): an event handler reads
 * what the effects of the previous event kept, as in React, even when the event comes at once.
 */

function AmountBox({ onLeave }: { onLeave: (seen: string) => void }) {
  const [value, setValue] = useState('');
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return (
    <label>
      Amount
      <input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => onLeave(latest.current)}
      />
    </label>
  );
}

describe('effects before the next event', () => {
  it('lets a blur straight after typing read what the typing changed', async () => {
    const seen: string[] = [];
    render(<AmountBox onLeave={(value) => seen.push(value)} />);
    const box = screen.getByLabelText('Amount');
    box.focus();
    // Dispatched by hand: Testing Library's fireEvent runs effects itself (act), a browser does not.
    (box as HTMLInputElement).value = '90';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    // Preact has rendered (a microtask) but not yet run its effects (a later timeout).
    await Promise.resolve();
    box.blur();
    expect(seen).toEqual(['90']);
  });
});
