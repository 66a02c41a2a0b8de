import { formatMessage, messages } from '@portal/contract';
import type { UploadEntry } from '../../../lib/uploads/upload-list';
import type { EnquiryStage } from '../api/send-enquiry';

const m = messages.contactUs;

/** Which file of how many is on its way, and its percent; files are sent one by one, in list order. */
export function fileProgress(entries: readonly UploadEntry[]): { n: number; total: number; percent: number } {
  const total = entries.length;
  const current = entries.findIndex((entry) => entry.state === 'uploading');
  if (current >= 0) return { n: current + 1, total, percent: entries[current]?.progress ?? 0 };
  const done = entries.filter((entry) => entry.fileId !== undefined).length;
  return { n: Math.min(done + 1, total), total, percent: 0 };
}

/**
 * What the three contact-us steps are doing (spec part 2 §4): "Uploading..." while the form and the
 * final submit go, "Uploading documents {n} of {total}" with the file's percent in between. The region
 * is always in the page so screen readers hear each change; the percent is shown, not announced.
 */
export function EnquiryProgress({
  stage,
  entries,
}: {
  stage: EnquiryStage | null;
  entries: readonly UploadEntry[];
}) {
  const files = stage === 'files' && entries.length > 0 ? fileProgress(entries) : null;
  return (
    <div className="contact-us__progress">
      <p role="status" className="contact-us__progress-text">
        {stage && !files && m.uploading}
        {files && formatMessage(m.uploadProgress, { n: String(files.n), total: String(files.total) })}
      </p>
      {files && (
        <p className="contact-us__progress-percent" aria-hidden="true">
          {files.percent}%
        </p>
      )}
    </div>
  );
}
