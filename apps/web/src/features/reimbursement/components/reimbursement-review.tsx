import type { Ref } from 'react';
import { PayOtherValue, RECEIPT_FIELD_LABELS, formatMessage, messages, normaliseBsb } from '@portal/contract';
import { useBranding } from '../../../api/get-information';
import { receiptKindFor } from '../hooks/reimbursement-rules';
import { useReviewNotices } from '../hooks/use-review-notices';
import type { ReimbursementFormState } from '../hooks/use-reimbursement';
import { formCopy } from './reimbursement-form';
import { payeeCopy, payeeLabel } from './payee-copy';

const copy = {
  heading: 'Check your answers',
  intro: 'Check your request before you submit it. Choose Edit form to change anything.',
  payee: 'Who to pay',
  receiptFile: 'Receipt',
  declaration: 'Declaration',
  declared: 'Confirmed',
  notGiven: 'Not given',
};

interface Row {
  label: string;
  value: string;
}

function SummaryList({ rows }: { rows: Row[] }) {
  return (
    <dl className="reimbursement__summary">
      {rows.map((row) => (
        <div className="reimbursement__summary-row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value === '' ? copy.notGiven : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The payee's rows: someone else's details, my stored bank account, or the provider's notice. */
function payeeRows(form: ReimbursementFormState, providerName: string): Row[] {
  const values = form.draft.values;
  const rows: Row[] = [{ label: copy.payee, value: payeeLabel(values.PayOther) }];
  if (values.PayOther === PayOtherValue.SomeoneElse) {
    const bankName = form.bsbLookup.state === 'known' ? form.bsbLookup.bankName : '';
    rows.push(
      { label: payeeCopy.name, value: values.PaymentName.trim() },
      { label: payeeCopy.address, value: values.PaymentAddress.trim() },
      { label: payeeCopy.email, value: values.PaymentEmail.trim() },
      { label: payeeCopy.phone, value: values.PaymentPhone.trim() },
      { label: payeeCopy.relationship, value: values.PaymentRelationship.trim() },
      { label: payeeCopy.bankAccName, value: values.BankAccName.trim() },
      { label: payeeCopy.bsb, value: normaliseBsb(values.BankBSB) },
      { label: payeeCopy.bankName, value: bankName },
      { label: payeeCopy.bankAccNo, value: values.BankAccNo.replace(/\s/g, '') },
    );
  } else if (values.PayOther === PayOtherValue.Me) {
    const bank = form.account?.BankAccountDetails;
    if (bank) {
      rows.push(
        { label: payeeCopy.storedBankName, value: bank.BankName },
        { label: payeeCopy.storedAccountName, value: bank.AccountName },
        { label: payeeCopy.storedBsb, value: normaliseBsb(bank.Bsb) },
        { label: payeeCopy.storedAccountNumber, value: bank.AccountNumber },
      );
    } else if (form.account) {
      const text = form.account.BankDetailsCanEdit
        ? messages.reimbursement.bankDetailsNotFound
        : messages.reimbursement.bankEditBlocked;
      rows.push({ label: payeeCopy.yourBankDetails, value: text });
    }
  } else if (values.PayOther === PayOtherValue.Provider) {
    rows.push({
      label: payeeCopy.options[2].label,
      value: formatMessage(messages.reimbursement.providerBillsNotice, { provider: providerName }),
    });
  }
  return rows;
}

/**
 * Review mode (spec part 2 §2 "edit, then review"): every answer read-only, GOV.UK's "check your
 * answers", with Edit form and Submit. Submit waits for the draft's last save and goes through the
 * shared submit sequence.
 */
export function ReimbursementReview({
  form,
  headingRef,
}: {
  form: ReimbursementFormState;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const branding = useBranding();
  const { duplicateDate, bankChangedOn } = useReviewNotices(form.draft.flush);
  const values = form.draft.values;
  // Paid into the claimant's own account soon after it changed: slower, never refused (issue 16).
  const isCoolingOff = bankChangedOn !== null && values.PayOther === PayOtherValue.Me;
  const kind = receiptKindFor(values.DocumentType);
  const labels = kind ? (RECEIPT_FIELD_LABELS[kind] as Record<string, string>) : {};
  const receiptRows: Row[] = [
    { label: formCopy.receiptType, value: values.DocumentType?.Item ?? '' },
    ...Object.entries(labels).map(([field, label]) => ({
      label,
      value: (form.subForm[field] ?? '').trim(),
    })),
    { label: copy.receiptFile, value: form.uploads.entries.map((entry) => entry.filename).join(', ') },
  ];
  return (
    <section className="reimbursement__review" aria-labelledby="reimbursement-review">
      <h2 id="reimbursement-review" className="reimbursement__heading" tabIndex={-1} ref={headingRef}>
        {copy.heading}
      </h2>
      <p>{copy.intro}</p>
      {/* Warnings, not refusals: the claimant may still submit (issues 12 and 16). */}
      <div role="status">
        {duplicateDate && (
          <p className="notice notice--warning">
            {formatMessage(messages.reimbursement.duplicateReceipt, { date: duplicateDate })}
          </p>
        )}
        {isCoolingOff && <p className="notice">{messages.reimbursement.coolingOff}</p>}
      </div>
      <h3 className="reimbursement__subheading">{copy.payee}</h3>
      <SummaryList rows={payeeRows(form, branding.providerName)} />
      <h3 className="reimbursement__subheading">{formCopy.receiptHeading}</h3>
      <SummaryList rows={receiptRows} />
      <h3 className="reimbursement__subheading">{copy.declaration}</h3>
      <SummaryList rows={[{ label: formCopy.disclaimer, value: copy.declared }]} />
      {form.blockedReason && <p id="reimbursement-submit-blocked">{form.blockedReason}</p>}
      <div className="reimbursement__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={form.isSubmitting || form.blockedReason !== null}
          aria-describedby={form.blockedReason ? 'reimbursement-submit-blocked' : undefined}
          onClick={() => void form.submit()}
        >
          {messages.reimbursement.submit}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={form.isSubmitting}
          onClick={form.editForm}
        >
          {messages.reimbursement.editForm}
        </button>
      </div>
    </section>
  );
}
