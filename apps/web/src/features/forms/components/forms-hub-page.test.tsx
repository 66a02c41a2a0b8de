import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TOAST_MS } from '@portal/contract';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { TimedToast } from '../../../components/ui/timed-toast';
import { answerDocumentsCalls, paths } from '../../../test/send-documents-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let api: MockApi;
beforeEach(() => {
  api = answerDocumentsCalls(mockApi());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const toastText = 'A draft of the submit documents form has been saved';

describe('forms and documents hub (spec part 2 §2 "/forms")', () => {
  it('shows the two link panels', async () => {
    renderApp('/forms', { signedIn: true });
    const documents = await within(await screen.findByRole('main', {}, slow)).findByRole(
      'link',
      { name: /^Send documents/ },
      slow,
    );
    expect(documents).toHaveAttribute('href', '/submitdocuments');
    expect(screen.getByRole('link', { name: 'Complete Authority form' })).toHaveAttribute(
      'href',
      '/authorityform',
    );
  });

  it('adds "Draft - edited {date}" when getdraftdates answers a DocumentsDate', async () => {
    api.on(paths.dates, { body: { DocumentsDate: '23/11/2026' } });
    renderApp('/forms', { signedIn: true });
    expect(await screen.findByText('Draft - edited 23/11/2026', {}, slow)).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', {
        name: 'Send documents Draft - edited 23/11/2026',
      }),
    ).toHaveAttribute('href', '/submitdocuments');
  });

  it('shows no draft subtitle when there is no documents draft', async () => {
    renderApp('/forms', { signedIn: true });
    await within(await screen.findByRole('main', {}, slow)).findByRole(
      'link',
      { name: /^Send documents/ },
      slow,
    );
    await waitFor(() => expect(api.bodies(paths.dates)).toHaveLength(1));
    expect(screen.queryByText(/Draft - edited/)).toBeNull();
  });

  it('shows the draft toast after the documents form was left with its draft saved, once', async () => {
    const { router } = renderApp('/submitdocuments', { signedIn: true });
    const message = await screen.findByRole('textbox', { name: /Message/ }, slow);
    fireEvent.change(message, { target: { value: 'Half written' } });
    await screen.findByText(/^Saved at/, {}, slow);
    await act(() => router.navigate('/forms'));
    expect(await screen.findByText(toastText, {}, slow)).toBeInTheDocument();
    await act(() => router.navigate('/claim'));
    await act(() => router.navigate('/forms'));
    await within(await screen.findByRole('main', {}, slow)).findByRole(
      'link',
      { name: /^Send documents/ },
      slow,
    );
    expect(screen.queryByText(toastText)).toBeNull();
  });

  it('shows no toast when the form was left without a draft', async () => {
    const { router } = renderApp('/submitdocuments', { signedIn: true });
    await screen.findByRole('textbox', { name: /Message/ }, slow);
    await act(() => router.navigate('/forms'));
    await within(await screen.findByRole('main', {}, slow)).findByRole(
      'link',
      { name: /^Send documents/ },
      slow,
    );
    expect(screen.queryByText(toastText)).toBeNull();
  });
});

describe('the timed toast (spec part 2 §9 "toast 3 seconds")', () => {
  it('shows for 3 seconds, then leaves sight but stays in the live region', () => {
    vi.useFakeTimers();
    render(<TimedToast message="Saved" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('timed-toast');
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 1);
    });
    expect(status).toHaveClass('timed-toast');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toHaveClass('visually-hidden');
    expect(status).toHaveTextContent('Saved');
  });
});
