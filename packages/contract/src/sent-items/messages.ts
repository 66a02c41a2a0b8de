/**
 * Sent items (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const sentItemsMessages = {
  count: 'You have {n} Sent Items',
  filter: 'Filter', // ours
  allDocuments: 'All Documents',
  backToInbox: 'Back to Inbox',
  sentAt: 'Sent at {time} on {date}',
  receivedBy: 'Received by {provider} on {date}', // ours (issue 11 read receipts)
  empty: 'There are no sent items to display.', // ours
  listLabel: 'Sent items', // ours: the list's accessible name
  detailsRegion: 'Sent item details', // ours
  loading: 'Loading sent items', // ours
  loadFailed: 'We could not load your sent items.', // ours: a failed first page (no rows to show)
} as const;
