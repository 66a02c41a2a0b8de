// What the access-code module needs of account recovery (issue 31: a module is reached through its public
// entry): a pending reset is applied when its code is verified (ADR 0005), and its message counters reset.
export {
  PASSWORD_RESET_PURPOSE,
  type ResetNoticeDeps,
  applyPendingReset,
  finishPasswordReset,
} from './pending-reset.js';
export { resetMessageCounters } from './reset-limits.js';
