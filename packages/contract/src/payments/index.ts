/**
 * Payments (issue 32): the selected claim's upcoming and made payments.
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
