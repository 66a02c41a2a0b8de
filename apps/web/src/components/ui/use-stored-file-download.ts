import { useState } from 'react';
import { downloadStoredFile } from '../../lib/download-file';
import { errorsOf, formatUploadError } from '../../lib/error-alert';
import { ApiError } from '../../lib/api-error';

/**
 * Downloading one of the claimant's stored files through getfilecontent, as every download button does
 * (the inbox's attachments, a timeline letter, a payment's remittance): which file is on its way, and
 * in windows-hosted mode the line saying where the host saved it (ADR 0031). A failed download alerts
 * "Error {number}: {message}" as file errors do (part 2 §8); an expired session says nothing here, the
 * app signs out.
 */
export function useStoredFileDownload() {
  const [busyFileId, setBusyFileId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState('');

  async function download(fileId: string) {
    setBusyFileId(fileId);
    setConfirmation('');
    try {
      const saved = await downloadStoredFile(fileId);
      setConfirmation(saved.confirmation ?? '');
    } catch (failure) {
      const isExpired = failure instanceof ApiError && failure.isSessionExpired;
      const first = errorsOf(failure)[0];
      if (!isExpired && first) window.alert(formatUploadError(first));
    } finally {
      setBusyFileId(null);
    }
  }

  return { busyFileId, confirmation, download };
}
