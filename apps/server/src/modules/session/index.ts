// The session module as other modules use it (issue 31): the session service and its types, a
// session read by id (secure updates, access-code outcomes), and the kept-session check a list's one
// statement carries (session-check.ts).
export * from './session.service.js';
export type * from './session.types.js';
// The account's password change ends its other sessions (only this module writes sessions).
export { findSessionById, revokeOtherSessionsOfAccount } from './session.repository.js';
export {
  type SessionCheckValues,
  SessionNotHeld,
  noSessionCheck,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from './session-check.js';
