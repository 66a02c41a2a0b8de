import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadField } from './upload-field';
import type { UploadEntry } from '../../lib/uploads/upload-list';

function entryFor(filename: string, key: string): UploadEntry {
  return { key, filename, state: 'checked', progress: 100, fileId: `id-${key}` };
}

function renderField(entries: UploadEntry[]) {
  render(
    <UploadField
      label="Receipt"
      hint="One file, below 10MB."
      id="receipt"
      entries={entries}
      onPick={vi.fn()}
      onRemove={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
  return screen.getByLabelText<HTMLInputElement>('Receipt', { selector: 'input' });
}

/**
 * The browser's own picker text is cut at 375 px and, since the input is cleared after each pick,
 * never names the file (issue 28): the picker carries its own status, which describes the input.
 */
describe('the status line of a file picker', () => {
  it('says no file is chosen before a pick, and describes the input with it', () => {
    const input = renderField([]);
    expect(input).toHaveAccessibleDescription('One file, below 10MB. No file chosen');
    expect(screen.getByText('No file chosen')).toBeVisible();
  });

  it('names the one chosen file in full', () => {
    const name = 'a-receipt-with-a-long-name-from-the-pharmacy-on-pakington-street-2026-03-01.pdf';
    const input = renderField([entryFor(name, 'k1')]);
    expect(input).toHaveAccessibleDescription(`One file, below 10MB. ${name}`);
  });

  it('counts several chosen files', () => {
    const input = renderField([entryFor('a.pdf', 'k1'), entryFor('b.pdf', 'k2'), entryFor('c.pdf', 'k3')]);
    expect(input).toHaveAccessibleDescription('One file, below 10MB. 3 files chosen');
  });
});
