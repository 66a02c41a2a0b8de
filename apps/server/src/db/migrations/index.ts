import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-21-0001-initial.js';
import * as addressTokens from './2026-11-21-0002-address-tokens.js';
import * as messagingIndexes from './2026-11-21-0003-messaging-indexes.js';
import * as providerMessageReference from './2026-11-21-0004-provider-message-reference.js';
import * as messageSearchText from './2026-11-21-0005-message-search-text.js';
import * as surveyDrafts from './2026-11-21-0006-survey-drafts.js';
import * as reimbursementPayment from './2026-11-24-0007-reimbursement-payment.js';
import * as messageCountsAndSearch from './2026-11-24-0008-message-counts-and-search.js';
import * as countersWithClaims from './2026-11-25-0009-counters-with-claims.js';
import * as searchKeyText from './2026-11-27-0010-search-key-text-and-vocabulary.js';
import * as pendingResetsAndCodeLockouts from './2026-11-28-0011-pending-resets-and-code-lockouts.js';
import * as deliveryQueue from './2026-11-28-0012-delivery-queue.js';
import * as tasks from './2026-11-28-0013-tasks.js';
import * as payments from './2026-11-28-0014-payments.js';
import * as claimEvents from './2026-11-28-0015-claim-events.js';
import * as paymentYears from './2026-11-29-0016-payment-years.js';

/**
 * Every migration, by name. Static imports (not a folder scan) so the compiled dist and bundlers
 * see them, and no file other than a migration can be picked up by accident. Names sort by time.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-21-0002-address-tokens': addressTokens,
  '2026-11-21-0003-messaging-indexes': messagingIndexes,
  '2026-11-21-0004-provider-message-reference': providerMessageReference,
  '2026-11-21-0005-message-search-text': messageSearchText,
  '2026-11-21-0006-survey-drafts': surveyDrafts,
  '2026-11-24-0007-reimbursement-payment': reimbursementPayment,
  '2026-11-24-0008-message-counts-and-search': messageCountsAndSearch,
  '2026-11-25-0009-counters-with-claims': countersWithClaims,
  '2026-11-27-0010-search-key-text-and-vocabulary': searchKeyText,
  '2026-11-28-0011-pending-resets-and-code-lockouts': pendingResetsAndCodeLockouts,
  '2026-11-28-0012-delivery-queue': deliveryQueue,
  '2026-11-28-0013-tasks': tasks,
  '2026-11-28-0014-payments': payments,
  '2026-11-28-0015-claim-events': claimEvents,
  '2026-11-29-0016-payment-years': paymentYears,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...migrations }),
};
