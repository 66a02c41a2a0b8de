/**
 * Form drafts: the saved drafts of send documents and reimbursement (part 2 §4, §7).
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
