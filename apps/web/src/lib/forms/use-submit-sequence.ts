import { useCallback, useRef, useState } from 'react';
import type { UploadList } from '../uploads/upload-list';

/**
 * idle; waitingForUploads: Submit was pressed while files were still uploading; submitting: the
 * form's submit call is on its way.
 */
export type SubmitPhase = 'idle' | 'waitingForUploads' | 'submitting';

/**
 * The submit sequence every claimant form shares (spec part 2 §4 "Submit waits until no uploads are
 * in progress"): wait for the upload list to settle, then run the form's submit, which reads the
 * stored files only then (a file that failed meanwhile is not sent). A second press while busy does
 * nothing.
 */
export function useSubmitSequence(uploads: Pick<UploadList, 'isUploading' | 'whenSettled'>) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const isBusy = useRef(false);

  const run = useCallback(
    async (submit: () => Promise<void>): Promise<void> => {
      if (isBusy.current) return;
      isBusy.current = true;
      try {
        if (uploads.isUploading()) {
          setPhase('waitingForUploads');
          await uploads.whenSettled();
        }
        setPhase('submitting');
        await submit();
      } finally {
        isBusy.current = false;
        setPhase('idle');
      }
    },
    [uploads],
  );

  return { phase, isBusy: phase !== 'idle', run };
}
