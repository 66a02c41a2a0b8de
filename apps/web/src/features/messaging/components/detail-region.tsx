import type { ReactNode } from 'react';
import type { FileRef } from '@portal/contract';
import { AttachmentList } from '../../../components/ui/attachment-list';
import { MessageText } from './message-text';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailRegionProps {
  /** The region's accessible name: "Message details" or "Sent item details". */
  label: string;
  subject: string;
  /** Sent items: the other subject under the main one. */
  secondSubject?: string;
  /** A line above the fields, e.g. "Sent at 9:15 am on 02/03/2025". */
  intro?: ReactNode;
  /** Label and value pairs: sent and received times, claim number. */
  fields: readonly DetailField[];
  text: string;
  files: readonly FileRef[];
}

/**
 * The detail of a message or sent item (spec part 2 §2): a region with the subject as its h2 (which
 * takes focus when the narrow layout opens it), the times, the claim number, the text with safe links
 * and the read-only files.
 */
export function DetailRegion({
  label,
  subject,
  secondSubject,
  intro,
  fields,
  text,
  files,
}: DetailRegionProps) {
  return (
    <section className="message-detail" aria-label={label}>
      <h2 className="message-detail__subject" tabIndex={-1}>
        {subject}
      </h2>
      {secondSubject && <p className="message-detail__second-subject">{secondSubject}</p>}
      {intro && <p className="message-detail__intro">{intro}</p>}
      <dl className="message-detail__fields">
        {fields.map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <MessageText text={text} />
      <AttachmentList files={files} />
    </section>
  );
}
