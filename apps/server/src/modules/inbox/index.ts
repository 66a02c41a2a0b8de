// The inbox as other modules use it (issue 31): the check that the selected claim is still linked,
// which everything scoped to that claim (sent items, files) carries too.
export { claimStillLinked, claimStillLinkedOnce } from './inbox.repository.js';
