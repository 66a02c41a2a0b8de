/**
 * The per-file upload list (issue 11 "Per-file receipt"): each file reads uploading {n}% -> received
 * -> checked -> attached, or why it failed with Retry; nothing reads as sent before the server said so.
 */
export const uploadListMessages = {
  queued: 'Ready to send', // ours: sent with the form (personal details)
  uploading: 'Uploading {n}%', // ours
  received: 'Received', // ours
  checked: 'Received and checked', // ours
  attached: 'Attached', // ours
  /** GOV.UK's words for a failed upload, used when the server gave no reason. */
  couldNotUpload: 'The file could not be uploaded – try again',
  remove: 'Remove', // ours
  retry: 'Retry', // ours
  waitingForUploads: 'Waiting for your documents to finish uploading', // ours
  /** Ours (issue 15): a file chosen offline waits in the device's storage. */
  waitingOffline: 'Waiting to upload — you are offline',
  /** The picker's own status line (issue 28), in the browser's words for an empty picker. */
  noFileChosen: 'No file chosen', // ours
  filesChosen: '{n} files chosen', // ours
} as const;
