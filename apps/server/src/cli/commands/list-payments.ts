import { listProviderPaymentsQuerySchema } from '@portal/contract';
import { listProviderPayments } from '../../modules/payments/provider-payments.service.js';
import { checkOptions, expectPositional, queryFromOptions } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

const OPTIONS = ['claim', 'status'] as const;

/** Payments on claims (issue 32), as GET /provider/v1/payments lists them. */
export const listPaymentsCommand: ProviderCommand = {
  name: 'list-payments',
  usage: '[--claim NN/NNNNN] [--status scheduled|paid|cancelled]',
  summary:
    'List payments, latest payment date first (at most 500). One line each: payment date, status, ' +
    'claim, kind, amount in cents, reference, description, and the reimbursement it pays.',
  valueOptions: OPTIONS,
  async run(args, context) {
    checkOptions(args, OPTIONS);
    expectPositional(args, []);
    const query = queryFromOptions(args, listProviderPaymentsQuerySchema, {
      ClaimNumber: 'claim',
      Status: 'status',
    });
    const { Payments } = await listProviderPayments((await context.database()).db, query);
    for (const payment of Payments) {
      context.print(
        [
          payment.PaymentDate,
          payment.Status,
          payment.ClaimNumber,
          payment.Kind,
          String(payment.Amount),
          payment.Reference,
          payment.Description,
          payment.SubmissionId ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    context.print(`${Payments.length} payment${Payments.length === 1 ? '' : 's'}.`);
    return 0;
  },
};
