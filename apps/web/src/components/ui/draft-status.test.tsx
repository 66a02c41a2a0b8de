import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatSavedTime } from '../../lib/drafts/saved-time';
import { DraftStatus } from './draft-status';

describe('draft status (issue 11 "Saved at h:mm only after the server answered")', () => {
  it('writes the time as h:mm am/pm in Melbourne, daylight saving included', () => {
    expect(formatSavedTime(new Date('2026-11-24T04:05:00Z'))).toBe('3:05 pm');
    expect(formatSavedTime(new Date('2026-06-24T00:30:00Z'))).toBe('10:30 am');
  });

  it('says nothing before the first answered save, "Saving..." while the first is on its way', () => {
    const { rerender } = render(<DraftStatus savedAt={null} isSaving={false} hasSaveFailed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<DraftStatus savedAt={null} isSaving hasSaveFailed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  });

  it('keeps the last answered time while the next save is on its way', () => {
    render(<DraftStatus savedAt={new Date('2026-11-24T04:05:00Z')} isSaving hasSaveFailed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved at 3:05 pm');
  });

  it('says the latest changes are not saved when the last save failed', () => {
    render(<DraftStatus savedAt={new Date('2026-11-24T04:05:00Z')} isSaving={false} hasSaveFailed />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your latest changes are not saved yet. We will try again when you next change the form.',
    );
  });

  it('says the draft waits on the device, naming the provider, while it cannot reach the server', () => {
    render(
      <DraftStatus
        savedAt={new Date('2026-11-24T04:05:00Z')}
        isSaving={false}
        hasSaveFailed={false}
        isKeptOnDevice
        providerName="TAC"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — saved on this device, will be sent to TAC when you are back online',
    );
  });
});
