/**
 * Forgot username and forgot password (part 1 §2 "Registration, forgot and reset pages", §3, §5).
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './validation.js';
