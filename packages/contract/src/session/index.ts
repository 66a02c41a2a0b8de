/**
 * Session: sign-in, sign-out, the session's time left (part 1 §2 "Sign-in page", §4 "Session").
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './validation.js';
export * from './time-left.js';
