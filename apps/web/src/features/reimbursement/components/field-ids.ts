import type { ReimbursementField } from '../hooks/reimbursement-rules';

/**
 * Each field's control id, in the order the form shows them: the error summary links to them and
 * lists its messages in this order. PayOther points at the first radio of its group.
 */
export const fieldIds: Record<ReimbursementField, string> = {
  PayOther: 'reimbursement-PayOther',
  PaymentName: 'reimbursement-PaymentName',
  PaymentAddress: 'reimbursement-PaymentAddress',
  PaymentEmail: 'reimbursement-PaymentEmail',
  PaymentPhone: 'reimbursement-PaymentPhone',
  PaymentRelationship: 'reimbursement-PaymentRelationship',
  BankAccName: 'reimbursement-BankAccName',
  BankBSB: 'reimbursement-BankBSB',
  BankAccNo: 'reimbursement-BankAccNo',
  DocumentType: 'reimbursement-DocumentType',
  date: 'reimbursement-date',
  description: 'reimbursement-description',
  provider: 'reimbursement-provider',
  pharmacy: 'reimbursement-pharmacy',
  cost: 'reimbursement-cost',
  duration: 'reimbursement-duration',
  serviceProvider: 'reimbursement-serviceProvider',
  serviceType: 'reimbursement-serviceType',
  amount: 'reimbursement-amount',
  notes: 'reimbursement-notes',
  Documents: 'reimbursement-Documents',
  Disclaimer: 'reimbursement-Disclaimer',
};

/** Whether a field's message shows: once it was left, or after Next was pressed. */
export type ShownError = (field: ReimbursementField) => string | undefined;
