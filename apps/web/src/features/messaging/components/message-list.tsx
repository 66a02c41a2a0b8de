import type { KeyboardEvent, ReactNode } from 'react';
import { messages } from '@portal/contract';

export interface MessageListProps {
  /** Accessible name of the list: "Messages" or "Sent items". */
  label: string;
  children: ReactNode;
}

const ROW_SELECTOR = 'button.message-row';

/**
 * The list of a messaging page. Rows are buttons, so Tab and Enter/Space work as usual; the arrow
 * keys, Home and End also move between rows, as in a list box.
 */
export function MessageList({ label, children }: MessageListProps) {
  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(ROW_SELECTOR)];
    const current = rows.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const targets: Record<string, number> = {
      ArrowDown: Math.min(current + 1, rows.length - 1),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: rows.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    rows[target]?.focus();
  }

  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul className="message-list" role="list" aria-label={label} onKeyDown={moveFocus}>
      {children}
    </ul>
  );
}

export interface MessageRowProps {
  /** Received time (inbox) or sent time (sent items), h:mm am. */
  time: string;
  /** The matching date, dd/mm/yyyy. */
  date: string;
  /** Inbox only: shows the unread marker. */
  isUnread?: boolean;
  hasAttachments: boolean;
  subject: string;
  /** Sent items: the "other" subject under the main one. */
  secondSubject?: string;
  /** The message preview (contract previewOf). */
  preview: string;
  isSelected: boolean;
  onSelect: () => void;
}

/**
 * One row (spec part 2 §2): time and date, read marker, attachment icon, subject(s) and preview. The
 * subject comes first in the button's text, so its accessible name starts with the subject; CSS puts
 * the time and date on top. The markers carry visually hidden words for screen readers.
 */
export function MessageRow(props: MessageRowProps) {
  const { time, date, isUnread = false, hasAttachments, subject, secondSubject, preview } = props;
  const className = [
    'message-row',
    isUnread ? 'message-row--unread' : '',
    props.isSelected ? 'message-row--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="message-list__item">
      <button
        type="button"
        className={className}
        aria-current={props.isSelected ? 'true' : undefined}
        onClick={props.onSelect}
      >
        {/* The spaces keep the words apart in the accessible name, whatever the CSS does. */}
        <span className="message-row__subject">{subject}</span>{' '}
        {secondSubject && <span className="message-row__second-subject">{secondSubject}</span>}
        {secondSubject && ' '}
        <span className="message-row__preview">{preview}</span>{' '}
        <span className="message-row__meta">
          <span className="message-row__when">
            {time} {date}
          </span>{' '}
          {isUnread && (
            <span className="message-row__unread">
              <span className="message-row__dot" aria-hidden="true" />
              <span className="visually-hidden">{messages.inbox.unread}</span>{' '}
            </span>
          )}
          {hasAttachments && (
            <span className="message-row__clip">
              <AttachmentIcon />
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/**
 * A paper clip drawn inline (issue 10 item 10: the 📎 emoji rendered as an empty box where the system
 * font has no emoji). The drawing is decoration; its text alternative is the visually hidden text,
 * which also reads as part of the row's accessible name.
 */
export function AttachmentIcon() {
  return (
    <>
      <svg
        className="message-row__clip-icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="16"
        height="16"
      >
        <path
          d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{messages.inbox.hasAttachments}</span>
    </>
  );
}

/** Shown instead of the list when nothing matches (e.g. "There are no messages to display."). */
export function EmptyListText({ text }: { text: string }) {
  return <p className="message-list__empty">{text}</p>;
}
