/**
 * Personal details and the request to change them (part 1 §2 "Personal details edit", §3, §5).
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './validation.js';
