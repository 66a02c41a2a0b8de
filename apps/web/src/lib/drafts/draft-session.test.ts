import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraftSession, readDraftFlags, type DraftSource } from './draft-session';
import { clearAllPreservedValues, readPreservedValues } from '../use-preserved-form-values';

interface Form {
  Title: string;
  Files: string[];
}
const empty: Form = { Title: '', Files: [] };

/** A draft source whose answers the test releases one by one. */
function scriptedSource(stored: Form | null = null) {
  const saves: { values: Form; answer: (ok: boolean) => void }[] = [];
  const source: DraftSource<Form> & { saves: typeof saves } = {
    saves,
    load: vi.fn(() => Promise.resolve(stored)),
    save: vi.fn(
      (values: Form) =>
        new Promise<unknown>((resolve, reject) => {
          saves.push({ values, answer: (ok) => (ok ? resolve(true) : reject(new Error('refused'))) });
        }),
    ),
    discard: vi.fn(() => Promise.resolve(true)),
  };
  return source;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function session(source: DraftSource<Form>, debounceMs = 0, scope = '12/34567') {
  return createDraftSession<Form>({
    formKey: 'test-draft',
    scope,
    source,
    empty,
    browserFields: ['Title'],
    hasFiles: (values) => values.Files.length > 0,
    debounceMs,
    now: () => new Date('2026-11-24T04:05:00Z'),
  });
}

afterEach(() => {
  vi.useRealTimers();
  clearAllPreservedValues();
});

describe('the shared draft (issue 11)', () => {
  it('loads the stored draft on open and reports whether it holds files', async () => {
    const draft = session(scriptedSource({ Title: 'Hello', Files: ['f-1'] }));
    expect(draft.getSnapshot().status).toBe('loading');
    draft.start();
    await flush();
    expect(draft.getSnapshot()).toMatchObject({
      status: 'ready',
      values: { Title: 'Hello', Files: ['f-1'] },
      hasSavedFiles: true,
      hasServerDraft: true,
      isFormSaved: true,
      savedAt: null,
    });
  });

  it('says the load failed rather than showing an empty form that would overwrite the draft', async () => {
    const source = scriptedSource();
    source.load = () => Promise.reject(new Error('down'));
    const draft = session(source);
    draft.start();
    await flush();
    expect(draft.getSnapshot().status).toBe('loadFailed');
  });

  it('saves each change at once and shows "saved" only after the server answered', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'A' }));
    expect(source.saves).toHaveLength(1);
    expect(draft.getSnapshot()).toMatchObject({ isSaving: true, isFormSaved: false, savedAt: null });
    source.saves[0]!.answer(true);
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isSaving: false, isFormSaved: true });
    expect(draft.getSnapshot().savedAt?.toISOString()).toBe('2026-11-24T04:05:00.000Z');
  });

  it('sends changes made during a save in one later save, in order, never two at once', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'A' }));
    draft.change((form) => ({ ...form, Title: 'AB' }));
    draft.change((form) => ({ ...form, Title: 'ABC' }));
    expect(source.saves).toHaveLength(1);
    source.saves[0]!.answer(true);
    await flush();
    // The first answer covers "A" only, so the form is not yet saved.
    expect(draft.getSnapshot().isFormSaved).toBe(false);
    expect(source.saves.map((save) => save.values.Title)).toEqual(['A', 'ABC']);
    source.saves[1]!.answer(true);
    await flush();
    expect(draft.getSnapshot().isFormSaved).toBe(true);
  });

  it('waits for the debounce before saving (reimbursement: 1 s after the last change)', async () => {
    vi.useFakeTimers();
    const source = scriptedSource();
    const draft = session(source, 1000);
    draft.start();
    await vi.advanceTimersByTimeAsync(0);
    draft.change((form) => ({ ...form, Title: 'A' }));
    await vi.advanceTimersByTimeAsync(999);
    draft.change((form) => ({ ...form, Title: 'AB' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(source.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(source.saves.map((save) => save.values.Title)).toEqual(['AB']);
  });

  it('sends a change still waiting for its debounce when the form is left', async () => {
    vi.useFakeTimers();
    const source = scriptedSource();
    const draft = session(source, 1000);
    draft.start();
    await vi.advanceTimersByTimeAsync(0);
    draft.change((form) => ({ ...form, Title: 'left' }));
    draft.dispose();
    expect(source.saves.map((save) => save.values.Title)).toEqual(['left']);
  });

  it('keeps typed text in the browser until a save of it was answered', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'typed', Files: ['f-1'] }));
    // Only the typed fields are kept; files are the server's.
    expect(readPreservedValues('test-draft', '12/34567')).toEqual({ Title: 'typed' });
    source.saves[0]!.answer(true);
    await flush();
    expect(readPreservedValues('test-draft', '12/34567')).toBeNull();
  });

  it('keeps the text after a failed save, says so, and puts it back and saves it on the next open', async () => {
    const first = scriptedSource({ Title: 'old', Files: ['f-1'] });
    const draft = session(first);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'typed before expiry' }));
    first.saves[0]!.answer(false);
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ hasSaveFailed: true, isFormSaved: false, savedAt: null });
    draft.dispose();

    // Signed in again: the server still has the old text, the browser the newer one.
    const second = scriptedSource({ Title: 'old', Files: ['f-1'] });
    const reopened = session(second);
    reopened.start();
    await flush();
    expect(reopened.getSnapshot().values).toEqual({ Title: 'typed before expiry', Files: ['f-1'] });
    expect(second.saves.map((save) => save.values.Title)).toEqual(['typed before expiry']);
    second.saves[0]!.answer(true);
    await flush();
    expect(readPreservedValues('test-draft', '12/34567')).toBeNull();
  });

  it('never restores text kept for another claim', async () => {
    const draft = session(scriptedSource());
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'claim A text' }));
    const other = session(scriptedSource(), 0, '12/99999');
    other.start();
    await flush();
    expect(other.getSnapshot().values.Title).toBe('');
  });

  it('retries after a failed save only with the next change, then clears the failure', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'A' }));
    source.saves[0]!.answer(false);
    await flush();
    expect(source.saves).toHaveLength(1);
    draft.change((form) => ({ ...form, Title: 'AB' }));
    expect(draft.getSnapshot().hasSaveFailed).toBe(false);
    source.saves[1]!.answer(true);
    await flush();
    expect(draft.getSnapshot()).toMatchObject({ isFormSaved: true, hasSaveFailed: false });
  });

  it('flush saves what is unsaved and answers whether the server took it', async () => {
    vi.useFakeTimers();
    const source = scriptedSource();
    const draft = session(source, 1000);
    draft.start();
    await vi.advanceTimersByTimeAsync(0);
    draft.change((form) => ({ ...form, Title: 'A' }));
    const flushed = draft.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(source.saves).toHaveLength(1);
    source.saves[0]!.answer(true);
    await expect(flushed).resolves.toBe(true);
  });

  it('discard deletes the server draft, empties the form and forgets the browser copy and flags', async () => {
    const source = scriptedSource({ Title: 'x', Files: ['f-1'] });
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'y' }));
    source.saves[0]!.answer(true);
    await flush();
    await draft.discard();
    expect(source.discard).toHaveBeenCalledTimes(1);
    expect(draft.getSnapshot()).toMatchObject({ values: empty, hasServerDraft: false, savedAt: null });
    expect(readPreservedValues('test-draft', '12/34567')).toBeNull();
    expect(readDraftFlags('test-draft', '12/34567')).toBeNull();
  });

  it('leaves the form-saved and saved-files flags for the next screen when the form is left', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'A', Files: ['f-1'] }));
    source.saves[0]!.answer(true);
    await flush();
    draft.dispose();
    expect(readDraftFlags('test-draft', '12/34567')).toEqual({
      isFormSaved: true,
      hasSavedFiles: true,
      hasServerDraft: true,
    });
  });

  it('forgets the draft after a submit, so nothing is restored or saved again', async () => {
    const source = scriptedSource();
    const draft = session(source);
    draft.start();
    await flush();
    draft.change((form) => ({ ...form, Title: 'sent' }));
    source.saves[0]!.answer(true);
    await flush();
    draft.complete();
    draft.dispose();
    expect(readPreservedValues('test-draft', '12/34567')).toBeNull();
    expect(readDraftFlags('test-draft', '12/34567')).toBeNull();
  });
});
