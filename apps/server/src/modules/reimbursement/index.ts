// Reimbursement (part 2 §2-§5, issue 12) as the rest of the server sees it (issue 31): the receipts
// kind the claimant-submission pipeline is given, the claimant's calls, and the payment status.
import type { Config } from '../../config.js';
import type { FormKind } from '../claimant-submissions/index.js';
import { receiptsKind } from './receipts-kind.js';

export { reimbursementRoutes } from './reimbursement.routes.js';
export { paymentOf, paymentStatusText } from './payment-status.js';

/** The receipts kind with the configured provider name and payee protections. */
export function reimbursementKindOf(
  config: Pick<Config, 'providerName' | 'bankCoolingOffDays' | 'reimbursementDailyLimit'>,
): FormKind {
  return receiptsKind(config.providerName, {
    bankCoolingOffDays: config.bankCoolingOffDays,
    dailyLimit: config.reimbursementDailyLimit,
  }) as FormKind;
}
