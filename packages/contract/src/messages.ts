/**
 * Every user-facing text of the portal, grouped by screen or domain (spec part 1 and part 2).
 * The contract is the only place a message is spelled (ADR 0008). Texts quoted by the spec
 * are exact; texts we chose are marked `// ours` where they are defined (each domain's messages.ts).
 * Placeholders such as {provider}, {phone}, {n}, {type} are filled with formatMessage from branding.ts.
 */
import * as messages from './message-groups.js';

export { messages };

export type Messages = typeof messages;

export * from './account/redirect-toast.js';
