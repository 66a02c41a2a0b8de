// The inbox as other modules use it (issue 31): the check that the selected claim is still linked,
// which everything scoped to that claim (sent items, files) carries too.
export { claimStillLinked, claimStillLinkedOnce } from './inbox.repository.js';
// The provider's send puts a message into the inbox through this (only this module writes inbox_messages).
export { insertInboxMessage } from './inbox.repository.js';
