// Sent items as other modules use them (issue 32): a payment of a reimbursement links back to the sent
// item of what the claimant sent.
export { sentItemsOfJson, sentItemsOfSubmissions } from './sent-items.service.js';
export { sentItemsOfSubmissionsJson } from './sent-items.repository.js';
