import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages, type FileRef } from '@portal/contract';
import { ApiError } from '../api-error';
import { failureText } from '../error-alert';
import { useIsOnline } from '../drafts/connection';
import type { DraftSource } from '../drafts/draft-types';
import { useDraft, type DraftHook } from '../drafts/use-draft';
import { discardDraft } from '../forms/discard-draft';
import { hasUnsavedWork } from '../forms/has-unsaved-work';
import { useSubmitSequence } from '../forms/use-submit-sequence';
import { useLeaveConfirm } from '../routing/use-leave-confirm';
import type { UploadTarget } from '../uploads/upload-list';
import { useUploadList } from '../uploads/use-upload-list';
import { useSession } from '../use-session';
import { useDeviceDraft } from './use-device-draft';

/** Where a server draft lists its stored files (both drafts call them Documents, part 2 §3). */
export interface DraftFiles<T> {
  of: (values: T) => FileRef[];
  with: (values: T, files: FileRef[]) => T;
}

export function documentsField<T extends { Documents: FileRef[] }>(): DraftFiles<T> {
  return { of: (values) => values.Documents, with: (values, files) => ({ ...values, Documents: files }) };
}

/**
 * A draft the server keeps (documents, reimbursement; part 2 §4): loaded on open, saved on every
 * change (after `debounceMs`), its stored files listed in the draft.
 */
export interface ServerDraftStorage<T> {
  kind: 'server';
  source: DraftSource<T>;
  empty: T;
  browserFields: readonly (keyof T & string)[];
  files: DraftFiles<T>;
  debounceMs?: number;
}

/** A form with only a device copy (contact us, issue 15): files wait queued until Submit. */
export interface DeviceCopyStorage<T> {
  kind: 'device';
  initial: T;
}

/** What a form's Submit sends, once the uploads settled; each form names its calls and pages. */
export interface DraftFormSubmit<T, S> {
  /** Saves still waiting for the draft's debounce go first, so none can land after the submit. */
  flushesDraftFirst?: boolean;
  /**
   * The submission from the latest values and the stored files, read only now (a file that failed
   * meanwhile is not sent); none stops without sending (the form's rules speak again).
   */
  prepare: (values: T, storedFiles: FileRef[]) => S | null | undefined;
  /** The form's submit call(s); a rejection is a failed submission. */
  send: (submission: S) => Promise<unknown>;
  /** What a failure says; by default nothing for an expired session, else progress reset and an alert. */
  onFailure?: (failure: unknown) => void;
  /**
   * A refusal the page shows itself and that leaves the form as it is (a request of Things to do no
   * longer open, ADR 0041): true stops here, with no alert and no reset of the files' progress.
   */
  isShownByForm?: (failure: unknown) => boolean;
  /** Told once the form was sent, before the page is left (e.g. a tracking event). */
  onSent?: (submission: S) => void;
  /** The thank-you page a sent form goes to, and what that page reads from the navigation. */
  thankYou: (submission: S) => { to: string; state?: unknown };
}

export interface DraftFormConfig<T, S> {
  /** Names the draft and its device copies (draftFormKeys); the selected claim is the scope. */
  formKey: string;
  storage: ServerDraftStorage<T> | DeviceCopyStorage<T>;
  /** false: picked files wait as queued until the submit sends them (contact us' FormId). */
  uploads: { target: UploadTarget; startOnAdd?: boolean };
  /** Whether leaving with unsaved work asks first (spec part 2 §2 "You are about to lose..."). */
  asksBeforeLeaving: boolean;
  submit: DraftFormSubmit<T, S>;
  /** Discard draft: its confirmation and where the form goes afterwards. */
  discard?: { confirmText: string; leaveTo: string };
}

/** Spec part 2 §8: a failed submit resets the files' progress and says so; an expired session is silent. */
function sayDefaultFailure(failure: unknown, uploads: { resetProgress: () => void }) {
  // An expired session already signed the user out; the draft keeps everything for next time.
  if (failure instanceof ApiError && failure.isSessionExpired) return;
  uploads.resetProgress();
  window.alert(failureText(failure, messages.alerts.submitFailed));
}

/**
 * The orchestration every claimant form with a draft shares (spec part 2 §2, §4, §5, §8; issue 15),
 * which each form configures with its fields, calls and messages: the draft (a server draft, or for a
 * form-id flow a device copy) of the selected claim; the per-file upload list, whose stored files are
 * the server draft's and whose files wait on the device while offline; the submit sequence (wait for
 * uploads, flush, prepare, send, then complete the draft and go to the thank-you page, or say the
 * failure); the leave question; and Discard draft. `storage.kind` is fixed for a form's life.
 */
export function useDraftForm<T extends object, S>(config: DraftFormConfig<T, S>) {
  const navigate = useNavigate();
  const { claim } = useSession();
  const scope = claim?.Number ?? '';
  const { formKey, storage } = config;
  const useStorage = storage.kind === 'server' ? useServerStorage : useDeviceStorage;
  const draft = useStorage(formKey, scope, storage);
  const files = storage.kind === 'server' ? storage.files : undefined;
  const uploads = useUploadList({
    target: config.uploads.target,
    startOnAdd: config.uploads.startOnAdd,
    onRefused: (message) => window.alert(message),
    onStoredChange: files && ((stored) => draft.change((values) => files.with(values, stored))),
    keepOffline: { formKey, scope },
  });
  // A device copy is not a draft the server must hold before Submit, so only a server draft waits.
  const sequence = useSubmitSequence(uploads, storage.kind === 'server' ? draft : undefined);
  const isOnline = useIsOnline();
  const latest = useRef({ values: draft.values, config });
  useEffect(() => {
    latest.current = { values: draft.values, config };
  });

  const { status, savedAt, isFormSaved, values } = draft;
  const { setAttached, restore } = uploads;
  // A server draft's loaded files are stored on the server and attached to it; a device copy's
  // files that an earlier visit (or a reload) left on the device come back into the queue.
  const hasShownDraftFiles = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || hasShownDraftFiles.current) return;
    hasShownDraftFiles.current = true;
    if (files) setAttached(files.of(values));
    else void restore();
  }, [status, values, files, setAttached, restore]);
  // A stored file is attached once a draft save listing it was answered. Asked again whenever the
  // list changes, as a file may be checked only after the save that listed it was answered.
  const savedFiles = files?.of(values);
  useEffect(() => {
    if (savedFiles && savedAt && isFormSaved) uploads.markAttached(savedFiles.map((file) => file.FileID));
  }, [savedAt, isFormSaved, savedFiles, uploads]);

  // Offline, what waits on the device counts as saved (issue 15).
  const allowLeave = useLeaveConfirm(
    config.asksBeforeLeaving && hasUnsavedWork(draft, uploads.entries),
    messages.shell.unsavedChanges,
  );

  /** The files as a form's rules see them: files on their way count as attached until they settle. */
  const pendingFiles: FileRef[] = uploads.entries
    .filter((entry) => entry.state !== 'failed')
    .map((entry) => ({ Filename: entry.filename, FileID: entry.fileId ?? entry.key }));
  const hasKeptFiles = uploads.entries.some((entry) => entry.deviceId !== undefined);

  async function submit() {
    await sequence.run(async () => {
      if (config.submit.flushesDraftFirst) await draft.flush();
      const steps = latest.current.config.submit;
      const submission = steps.prepare(latest.current.values, uploads.storedFiles());
      if (submission === null || submission === undefined) return;
      try {
        await steps.send(submission);
      } catch (failure) {
        if (steps.isShownByForm?.(failure)) return;
        if (steps.onFailure) steps.onFailure(failure);
        else sayDefaultFailure(failure, uploads);
        return;
      }
      steps.onSent?.(submission);
      const { to, state } = steps.thankYou(submission);
      draft.complete();
      uploads.reset();
      allowLeave();
      void navigate(to, state === undefined ? undefined : { state });
    });
  }

  async function discard() {
    const { discard: leaving } = config;
    if (!leaving) return;
    await discardDraft({
      confirmText: leaving.confirmText,
      draft,
      uploads,
      allowLeave,
      leave: () => void navigate(leaving.leaveTo),
    });
  }

  return {
    draft,
    uploads,
    /** The latest values, for a handler that runs after an await or a keystroke's render. */
    readLatest: () => latest.current.values,
    pendingFiles,
    phase: sequence.phase,
    isBusy: sequence.isBusy,
    blockedReason: sequence.blockedReason,
    /** Offline with the form or some file kept on the device: the status says so. */
    isKeptOnDevice: draft.isKeptOnDevice || (hasKeptFiles && !isOnline),
    submit,
    discard,
  };
}

// Both take the same arguments, so the hook picks one by the storage's kind, fixed for a form's life.
function useServerStorage<T extends object>(
  formKey: string,
  scope: string,
  storage: ServerDraftStorage<T> | DeviceCopyStorage<T>,
): DraftHook<T> {
  const { source, empty, browserFields, files, debounceMs } = storage as ServerDraftStorage<T>;
  return useDraft<T>({
    formKey,
    scope,
    source,
    empty,
    browserFields,
    hasFiles: (values) => files.of(values).length > 0,
    debounceMs,
  });
}

function useDeviceStorage<T extends object>(
  formKey: string,
  scope: string,
  storage: ServerDraftStorage<T> | DeviceCopyStorage<T>,
): DraftHook<T> {
  return useDeviceDraft(formKey, scope, (storage as DeviceCopyStorage<T>).initial);
}
