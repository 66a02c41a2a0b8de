import { formatMessage, messages } from '@portal/contract';

/**
 * The number of open requests beside Home (issue 32 "Things to do"), in the side menu and the wide
 * toolbar; nothing when there is nothing to do. A screen reader hears the contract's whole sentence.
 */
export function TaskCountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {' '}
        (
        {count === 1
          ? messages.shell.toolbar.taskCountOne
          : formatMessage(messages.shell.toolbar.taskCount, { n: count })}
        )
      </span>
    </span>
  );
}
