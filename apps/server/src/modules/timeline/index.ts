// What's happening (issue 32) as other modules use it: the portal's own entries (a submission, its
// receipt, a payment), written by the module that owns the happening, in its transaction.
export { type ClaimEventInput, recordClaimEvent } from './record-claim-event.js';
