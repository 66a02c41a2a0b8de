/**
 * Claims list and claim selection (part 1 §2 "Claims page").
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
