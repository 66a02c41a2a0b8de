// The account rules other modules apply (issue 31: a module is reached through its public entry): the
// notices a change of the person's details sends, and the secure-update check before one is made.
export {
  type NoticeDeps,
  type NoticeRecipient,
  enqueueChangeNotices,
  enqueueClaimNotices,
  enqueuePasswordChangedNotices,
  recipientsOf,
} from './change-notices.js';
export { assertSecureUpdate } from './secure-update.js';
