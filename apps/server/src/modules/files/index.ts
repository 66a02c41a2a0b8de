// Stored files as other modules use them (issue 31): a received upload, stored and recorded, its state
// as the form it waits for is sent or its draft dropped, and the claimant's pending upload totals (the
// quotas). Only this module writes stored_files; the others call these.
export {
  attachPendingFiles,
  discardFiles,
  discardPendingFiles,
  insertStoredFile,
  pendingUploadTotals,
  recordPendingUpload,
} from './files.repository.js';
export { receiveUpload } from './receive-upload.js';
export { type StoredUpload, storeUpload } from './store-upload.js';
// The provider's base64 attachments (messages, and issue 32's remittances and timeline letters), checked
// as a claimant's upload is and stored all or none.
export {
  type StoredAttachment,
  decodeAttachment,
  deleteStored,
  recordProviderAttachments,
  storeAllAttachments,
  storeAttachment,
} from './provider-attachment.js';
