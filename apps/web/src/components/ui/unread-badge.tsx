/** Unread-message count next to an Inbox link; nothing when there is nothing unread. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="unread-badge">
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
