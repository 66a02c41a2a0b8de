/**
 * My Details (part 1 §2 "My Details", §3): the Account read, the preferences, the redirect toasts.
 * The domain's public names; its endpoint entries and message groups are gathered by
 * ../endpoint-table.ts and ../message-groups.ts.
 */
export * from './schemas.js';
export * from './redirect-toast.js';
