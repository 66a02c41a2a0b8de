import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { messages, type FileRef } from '@portal/contract';
import { ApiError } from '../api-error';
import { clearDeviceDrafts } from '../drafts/app-device-drafts';
import type { DraftSource } from '../drafts/draft-types';
import { sessionStore } from '../session-store';
import type { UploadTarget } from '../uploads/upload-list';
import { documentsField, useDraftForm, type DraftFormConfig } from './use-draft-form';

interface Note {
  Text: string;
  Documents: FileRef[];
}

const stored: FileRef = { Filename: 'kept.pdf', FileID: 'file-1' };

function serverSource(loaded: Note | null): DraftSource<Note> & { saved: Note[]; discarded: number } {
  const source = {
    saved: [] as Note[],
    discarded: 0,
    load: () => Promise.resolve(loaded),
    save: (values: Note) => {
      source.saved.push(values);
      return Promise.resolve();
    },
    discard: () => {
      source.discarded += 1;
      return Promise.resolve();
    },
  };
  return source;
}

const target: UploadTarget = {
  upload: () => Promise.resolve('uploaded-id'),
  discard: () => Promise.resolve(),
};

let form: ReturnType<typeof useDraftForm<Note, { Text: string; Files: FileRef[] }>>;

/** Renders the hook and hands its latest answer to the test after each commit. */
function Probe({ config }: { config: DraftFormConfig<Note, { Text: string; Files: FileRef[] }> }) {
  const result = useDraftForm(config);
  useEffect(() => {
    form = result;
  });
  return <p>{result.draft.status}</p>;
}

/** The form at /form, a thank-you page and a hub to leave to; answers the router. */
function renderForm(config: DraftFormConfig<Note, { Text: string; Files: FileRef[] }>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Probe config={config} /> },
      { path: '/thanks', element: <h1>Thanks</h1> },
      { path: '/hub', element: <h1>Hub</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function serverConfig(
  source: DraftSource<Note>,
  submit: Partial<DraftFormConfig<Note, { Text: string; Files: FileRef[] }>['submit']> = {},
): DraftFormConfig<Note, { Text: string; Files: FileRef[] }> {
  return {
    formKey: 'note-draft',
    storage: {
      kind: 'server',
      source,
      empty: { Text: '', Documents: [] },
      browserFields: ['Text'],
      files: documentsField<Note>(),
    },
    uploads: { target },
    asksBeforeLeaving: true,
    submit: {
      prepare: (values, files) => ({ Text: values.Text, Files: files }),
      send: () => Promise.resolve(),
      thankYou: (submission) => ({ to: '/thanks', state: { text: submission.Text } }),
      ...submit,
    },
    discard: { confirmText: 'Discard it?', leaveTo: '/hub' },
  };
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  sessionStore.signIn({ AccessToken: 'token', isOneTimePassword: false }, { rememberMe: false });
});
afterEach(async () => {
  sessionStore.forceLogout();
  await clearDeviceDrafts();
  vi.restoreAllMocks();
});

describe('a form with a server draft', () => {
  it('loads the draft and shows its stored files as attached to it', async () => {
    renderForm(serverConfig(serverSource({ Text: 'hello', Documents: [stored] })));
    await screen.findByText('ready');
    expect(form.draft.values.Text).toBe('hello');
    expect(form.uploads.entries).toEqual([
      expect.objectContaining({ filename: 'kept.pdf', fileId: 'file-1', state: 'attached' }),
    ]);
    expect(form.pendingFiles).toEqual([stored]);
  });

  it('saves a change, then sends what prepare made of the latest values and stored files', async () => {
    const source = serverSource({ Text: '', Documents: [stored] });
    const send = vi.fn(() => Promise.resolve());
    const router = renderForm(serverConfig(source, { send }));
    await screen.findByText('ready');
    act(() => form.draft.change((values) => ({ ...values, Text: 'changed' })));
    await waitFor(() => expect(source.saved.at(-1)?.Text).toBe('changed'));
    await act(() => form.submit());
    expect(send).toHaveBeenCalledWith({ Text: 'changed', Files: [stored] });
    await screen.findByRole('heading', { name: 'Thanks' });
    expect(router.state.location.state).toEqual({ text: 'changed' });
  });

  it('sends nothing when prepare finds nothing to send', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderForm(serverConfig(serverSource(null), { prepare: () => null, send }));
    await screen.findByText('ready');
    await act(() => form.submit());
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('says a failed submit, keeps the form, and is silent for an expired session', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('http', 500, [])));
    renderForm(serverConfig(serverSource(null), { send }));
    await screen.findByText('ready');
    await act(() => form.submit());
    expect(window.alert).toHaveBeenCalledWith(messages.alerts.submitFailed);
    expect(screen.getByText('ready')).toBeInTheDocument();

    vi.mocked(window.alert).mockClear();
    send.mockImplementation(() => Promise.reject(new ApiError('http', 401, [], true)));
    await act(() => form.submit());
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('lets the form say its own failure', async () => {
    const onFailure = vi.fn();
    const failure = new Error('refused');
    renderForm(serverConfig(serverSource(null), { send: () => Promise.reject(failure), onFailure }));
    await screen.findByText('ready');
    await act(() => form.submit());
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('discards the draft once confirmed and goes where the form says', async () => {
    const source = serverSource({ Text: 'hello', Documents: [] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderForm(serverConfig(source));
    await screen.findByText('ready');
    await act(() => form.discard());
    expect(source.discarded).toBe(0);
    await act(() => form.discard());
    expect(confirm).toHaveBeenLastCalledWith('Discard it?');
    expect(source.discarded).toBe(1);
    await screen.findByRole('heading', { name: 'Hub' });
  });

  it('asks before leaving with a change the server has not answered', async () => {
    const source = serverSource(null);
    source.save = () => new Promise(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderForm(serverConfig(source));
    await screen.findByText('ready');
    act(() => form.draft.change((values) => ({ ...values, Text: 'unsaved' })));
    await act(() => router.navigate('/hub'));
    expect(confirm).toHaveBeenCalledWith(messages.shell.unsavedChanges);
    expect(router.state.location.pathname).toBe('/form');
  });
});

describe('a form with only a device copy', () => {
  function deviceConfig(
    submit: Partial<DraftFormConfig<Note, { Text: string; Files: FileRef[] }>['submit']> = {},
  ): DraftFormConfig<Note, { Text: string; Files: FileRef[] }> {
    return {
      formKey: 'note-form',
      storage: { kind: 'device', initial: { Text: '', Documents: [] } },
      uploads: { target, startOnAdd: false },
      asksBeforeLeaving: false,
      submit: {
        prepare: (values, files) => ({ Text: values.Text, Files: files }),
        send: () => Promise.resolve(),
        thankYou: () => ({ to: '/thanks' }),
        ...submit,
      },
    };
  }

  it('is ready at once, keeps picked files queued, and never asks before leaving', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderForm(deviceConfig());
    expect(screen.getByText('ready')).toBeInTheDocument();
    act(() => form.draft.change((values) => ({ ...values, Text: 'typed' })));
    act(() => void form.uploads.add(new File(['x'], 'note.pdf', { type: 'application/pdf' })));
    expect(form.uploads.entries).toEqual([
      expect.objectContaining({ filename: 'note.pdf', state: 'queued' }),
    ]);
    await act(() => router.navigate('/hub'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/hub');
  });

  it('tells the form once sent, then goes to the thank-you page', async () => {
    const onSent = vi.fn();
    const send = vi.fn(() => Promise.resolve());
    renderForm(deviceConfig({ send, onSent }));
    act(() => form.draft.change((values) => ({ ...values, Text: 'typed' })));
    await act(() => form.submit());
    expect(send).toHaveBeenCalledWith({ Text: 'typed', Files: [] });
    expect(onSent).toHaveBeenCalledWith({ Text: 'typed', Files: [] });
    await screen.findByRole('heading', { name: 'Thanks' });
  });
});
