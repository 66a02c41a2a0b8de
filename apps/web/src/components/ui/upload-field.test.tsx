import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '../../lib/uploads/upload-list';
import { spokenDuring } from '../../test/screen-reader';
import { UploadField } from './upload-field';

const noop = () => undefined;

function field(entries: UploadEntry[]) {
  return (
    <UploadField
      label="Receipts"
      id="receipts"
      entries={entries}
      onPick={noop}
      onRemove={noop}
      onRetry={noop}
    />
  );
}

describe('UploadField announcements (issue 30 item 8)', () => {
  it("says a new file's state from a live region that was in the page before the file, not its progress", () => {
    const view = render(field([]));
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region).toHaveTextContent('');

    view.rerender(field([{ key: 'a', filename: 'report.pdf', state: 'queued', progress: 0 }]));
    expect(region).toHaveTextContent('report.pdf: Ready to send');
    // The row itself holds no live region of its own, which would be inserted with it and not heard.
    expect(document.querySelectorAll('li [aria-live]')).toHaveLength(0);
    expect(screen.getByRole('listitem')).toHaveTextContent('Ready to send');

    view.rerender(field([{ key: 'a', filename: 'report.pdf', state: 'uploading', progress: 10 }]));
    const uploading = region?.textContent;
    view.rerender(field([{ key: 'a', filename: 'report.pdf', state: 'uploading', progress: 60 }]));
    expect(region?.textContent).toBe(uploading);
  });
});

describe('UploadField with a screen reader (issue 30 item 8)', () => {
  it('is heard saying a newly picked file is ready to send', async () => {
    const view = render(field([]));
    const spoken = await spokenDuring(async () => {
      view.rerender(field([{ key: 'a', filename: 'report.pdf', state: 'queued', progress: 0 }]));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(spoken.join(' | ')).toContain('report.pdf: Ready to send');
  });
});
