/**
 * Self-assessment survey (part 2 §2 "Self-assessment survey", §5).
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './validation.js';
