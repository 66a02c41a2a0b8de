import { screenTitles } from '../shell/screen-titles.js';

/**
 * The inbox (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const inboxMessages = {
  title: screenTitles.inbox,
  sentTitle: screenTitles.sentItems,
  sendMessage: 'Send a message',
  switchClaimNote: 'You have more than one claim. Use Switch Claim to see messages for another claim.', // ours
  count: 'You have {n} messages',
  showing: 'Showing {from} - {to} of {total}',
  search: 'Search', // ours
  viewSentItems: 'View Sent Items',
  empty: 'There are no messages to display.',
  /** A search or date range that matched nothing: the inbox is not empty (issue 10 item 10). */
  noMatch: 'No messages match your search.', // ours
  noSelection: 'Select a message to view the details',
  loadMore: 'Load more',
  dateRanges: {
    any: 'Any',
    '7days': 'In the last 7 days',
    '30days': 'In the last 30 days',
    '6months': 'In the last 6 months',
    custom: 'Custom',
  },
  startDate: 'Start date', // ours (the spec says "Start and End date inputs")
  endDate: 'End date', // ours
  dateRange: 'Date range', // ours
  apply: 'Apply', // ours
  dateFormat: 'Enter the date in dd/mm/yyyy format', // ours
  attachments: 'Attachments', // ours
  unread: 'Unread', // ours
  hasAttachments: 'Has attachments', // ours
  download: 'Download', // ours: the button reads "Download <Filename>"
  /** Windows-hosted mode: the host saves a download into the Downloads folder (ADR 0031). */
  savedToDownloads: '{name} was saved to your Downloads folder.', // ours
  backToList: 'Back to list', // ours
  /** Announced on a wide screen, where the focus stays on the chosen row (issue 30 item 8). */
  shownBeside: '{subject}: shown beside the list', // ours
  detailsRegion: 'Message details', // ours
  listLabel: 'Messages', // ours: the list and the tabs' nav
  sent: 'Sent', // ours: the provider's sent date and time in the detail
  received: 'Received', // ours
  loading: 'Loading messages', // ours
  loadFailed: 'We could not load your messages.', // ours: a failed first page (no rows to show)
  tryAgain: 'Try again', // ours
} as const;
