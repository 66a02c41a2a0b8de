import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DraftFormFrame, type DraftFormFrameProps } from './draft-form-frame';

const texts = { loading: 'Loading your draft...', loadFailed: 'No draft today.', tryAgain: 'Try again' };

function renderFrame(draft: Partial<DraftFormFrameProps['draft']>) {
  const full: DraftFormFrameProps['draft'] = {
    status: 'ready',
    savedAt: null,
    isSaving: false,
    hasSaveFailed: false,
    isKeptOnDevice: false,
    reload: vi.fn(),
    ...draft,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DraftFormFrame draft={full} texts={texts} loadingClassName="page__loading">
        <form aria-label="The form" />
      </DraftFormFrame>
    </QueryClientProvider>,
  );
  return full;
}

describe('DraftFormFrame (spec part 2 §2, §4)', () => {
  it('says the draft is on its way and shows no form yet', () => {
    renderFrame({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers Try again for a draft that could not be loaded, and no form to overwrite it', async () => {
    const draft = renderFrame({ status: 'loadFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(draft.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the form once the draft is ready', () => {
    renderFrame({ status: 'ready' });
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
    expect(screen.queryByText(texts.loading)).not.toBeInTheDocument();
  });
});
