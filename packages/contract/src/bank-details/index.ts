/**
 * Bank account details (part 1 §2 "My Details", §3, §5, §7).
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './validation.js';
