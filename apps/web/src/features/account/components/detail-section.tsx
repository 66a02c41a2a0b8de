import type { ReactNode } from 'react';
import { messages } from '@portal/contract';

export interface DetailSectionProps {
  id: string;
  title: string;
  /** Leave out to show no Edit link (an edit rule says no, or the section is editing). */
  onEdit?: (() => void) | undefined;
  children: ReactNode;
}

/** One My Details section: its heading, an Edit link for screen readers named after it, its body. */
export function DetailSection({ id, title, onEdit, children }: DetailSectionProps) {
  return (
    <section className="account-section" id={id} aria-labelledby={`${id}-title`}>
      <div className="account-section__header">
        <h2 className="account-section__title" id={`${id}-title`}>
          {title}
        </h2>
        {onEdit && (
          <button
            type="button"
            className="account-section__edit"
            aria-label={`${messages.myDetails.edit} ${title}`}
            onClick={onEdit}
          >
            {messages.myDetails.edit}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

/** A label and value pair of a read view; an empty value reads "Not provided". */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="account-row">
      <dt>{label}</dt>
      <dd>{value === '' || value === null || value === undefined ? 'Not provided' : value}</dd>
    </div>
  );
}
