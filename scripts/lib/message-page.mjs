// A getmessages answer built from generated rows, in the contract's shape (packages/contract/src/inbox/
// schemas.ts), for the bare Fastify route to answer when the portal's own first page is not available
// (e.g. getmessages is not implemented yet). Times and dates as the wire spells them in Melbourne.
const melbourne = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Melbourne',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function wireDateTime(iso) {
  const parts = Object.fromEntries(melbourne.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`,
  };
}

/** The first page (10 items) of `rows` (newest first) as getmessages would answer it. */
export function pageOf(rows, total, size = 10) {
  const Items = rows.slice(0, size).map((row, i) => {
    const received = wireDateTime(row.received_at);
    const sent = wireDateTime(row.sent_at);
    return {
      messageId: row.id,
      Subject: row.subject,
      Message: row.body,
      ReceivedTime: received.time,
      ReceivedDate: received.date,
      SentTime: sent.time,
      SentDate: sent.date,
      Read: row.read_at !== null,
      Attachments: i === 1 ? [{ Filename: 'Letter 11.pdf', FileID: row.id }] : [],
      Selected: false,
    };
  });
  return { Start: 0, End: Items.length, Total: total, Items };
}
