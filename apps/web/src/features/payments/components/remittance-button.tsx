import { formatMessage, messages, type FileRef } from '@portal/contract';
import { useStoredFileDownload } from '../../../components/ui/use-stored-file-download';

/**
 * A payment's remittance advice (issue 32): a button that fetches the PDF through getfilecontent and
 * saves it with the server's name, as the inbox's attachments do; in windows-hosted mode a status line
 * then says where it went. A failed download alerts "Error {number}: {message}" (part 2 §8).
 */
export function RemittanceButton({ file, paymentDate }: { file: FileRef; paymentDate: string }) {
  const { busyFileId, confirmation, download } = useStoredFileDownload();
  const isBusy = busyFileId === file.FileID;

  return (
    <>
      <button
        type="button"
        className="button button--secondary payment__remittance"
        aria-busy={isBusy || undefined}
        onClick={() => void download(file.FileID)}
      >
        {messages.payments.remittance}{' '}
        <span className="visually-hidden">
          {formatMessage(messages.payments.remittanceOf, { date: paymentDate })}
        </span>
      </button>
      <span className="payment__saved" role="status">
        {confirmation}
      </span>
    </>
  );
}
