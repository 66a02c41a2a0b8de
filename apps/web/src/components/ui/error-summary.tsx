import { useEffect, useRef, type MouseEvent } from 'react';
import { formatMessage, messages } from '@portal/contract';

export interface ErrorSummaryItem {
  /** Id of the control the message belongs to; the summary links to it. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Heading; defaults to the contract's "There are {n} errors in this form" (part 1 §2). */
  title?: string;
  /** Changes (e.g. the form's submit count) move focus to the summary again. */
  focusKey?: unknown;
}

/**
 * GOV.UK error summary: shown above a form after a failed submit, it takes focus, is announced
 * (role=alert) and links each message to its field (STYLE.md, spec part 1 §2 "Forgot forms").
 */
export function ErrorSummary({ items, title, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isShown = items.length > 0;

  useEffect(() => {
    if (isShown) ref.current?.focus();
  }, [isShown, focusKey]);

  if (!isShown) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  }

  const heading = title ?? formatMessage(messages.retrieval.errorCount, { n: items.length });
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {heading}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A nested React Hook Form error tree: each node may carry a message or further fields. */
type ErrorTree = { message?: unknown } | undefined;

/**
 * Turns a form's errors into summary items in the order the fields appear. `fields` maps each field
 * name to the id of its control.
 */
export function errorSummaryItems(
  errors: Partial<Record<string, ErrorTree>>,
  fields: Readonly<Record<string, string>>,
): ErrorSummaryItem[] {
  return Object.entries(fields).flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message !== '' ? [{ fieldId, message }] : [];
  });
}
