import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '@portal/contract';
import { browserConnection, useIsOnline, type Connection } from '../drafts/connection';
import type { UploadList } from '../uploads/upload-list';

/**
 * idle; waitingForUploads: Submit was pressed while files were still uploading; submitting: the
 * form's submit call is on its way.
 */
export type SubmitPhase = 'idle' | 'waitingForUploads' | 'submitting';

type SubmitUploads = Pick<UploadList, 'isUploading' | 'whenSettled'> &
  Partial<Pick<UploadList, 'hasWaitingFiles'>>;

/** Why Submit cannot run now (issue 15: nothing is ever submitted offline), or null. */
export function submitBlockedReason(
  isOnline: boolean,
  uploads: Partial<Pick<UploadList, 'hasWaitingFiles'>>,
  draft?: { isKeptOnDevice: boolean },
): string | null {
  if (!isOnline) return messages.formDrafts.submitOffline;
  if (uploads.hasWaitingFiles?.() || draft?.isKeptOnDevice) return messages.formDrafts.submitWaitingForDevice;
  return null;
}

/**
 * The submit sequence every claimant form shares (spec part 2 §4 "Submit waits until no uploads are
 * in progress"): wait for the upload list to settle, then run the form's submit, which reads the
 * stored files only then (a file that failed meanwhile is not sent). A second press while busy does
 * nothing. Offline, or while a draft or file is only on the device, it does nothing and `blockedReason`
 * says why (the form disables Submit with it); it checks again after the uploads settled.
 */
export function useSubmitSequence(
  uploads: SubmitUploads,
  draft?: { isKeptOnDevice: boolean },
  connection: Connection = browserConnection,
) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const isBusy = useRef(false);
  const isOnline = useIsOnline(connection);
  const blockedReason = submitBlockedReason(isOnline, uploads, draft);
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const run = useCallback(
    async (submit: () => Promise<void>): Promise<void> => {
      const isBlocked = () =>
        submitBlockedReason(connection.isOnline(), uploads, latestDraft.current) !== null;
      if (isBusy.current || isBlocked()) return;
      isBusy.current = true;
      try {
        if (uploads.isUploading()) {
          setPhase('waitingForUploads');
          await uploads.whenSettled();
        }
        if (isBlocked()) return;
        setPhase('submitting');
        await submit();
      } finally {
        isBusy.current = false;
        setPhase('idle');
      }
    },
    [uploads, connection],
  );

  return { phase, isBusy: phase !== 'idle', run, blockedReason };
}
