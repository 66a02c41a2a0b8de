import type { Ref } from 'react';
import { formatMessage, messages, PayOtherValue } from '@portal/contract';
import { useBranding } from '../../../api/get-information';
import { FormInput, describedBy } from '../../../components/ui/form-field';
import type { ReimbursementField } from '../hooks/reimbursement-rules';
import type { PaymentField, ReimbursementFormState } from '../hooks/use-reimbursement';
import { fieldIds, type ShownError } from './field-ids';
import { payeeCopy as copy } from './payee-copy';
import { StoredBankDetails } from './stored-bank-details';

interface PayeeSectionProps {
  form: ReimbursementFormState;
  shown: ShownError;
  touch: (field: ReimbursementField) => void;
}

/**
 * Who to pay (spec part 2 §3, §5): me (the stored bank details, read-only), someone else (their
 * details and bank account, the BSB looked up with verifybsb), or my provider (only a notice).
 */
export function PayeeSection({
  form,
  shown,
  touch,
  headingRef,
}: PayeeSectionProps & { headingRef?: Ref<HTMLHeadingElement> }) {
  const branding = useBranding();
  const payOther = form.draft.values.PayOther;
  const error = shown('PayOther');
  const errorId = `${fieldIds.PayOther}-error`;
  return (
    <>
      <fieldset
        className={['field', 'reimbursement__payee', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="reimbursement__legend">
          {/* Takes focus when Edit form brings the claimant back from the review. */}
          <h2 className="reimbursement__heading" tabIndex={-1} ref={headingRef}>
            {copy.legend}
          </h2>
        </legend>
        {error && (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
        <div className="reimbursement__radios">
          {copy.options.map((option, index) => {
            const id = index === 0 ? fieldIds.PayOther : `${fieldIds.PayOther}-${option.value}`;
            return (
              <div className="reimbursement__radio" key={option.value}>
                <input
                  id={id}
                  type="radio"
                  name="PayOther"
                  value={option.value}
                  checked={payOther === option.value}
                  disabled={form.isSubmitting}
                  onBlur={() => touch('PayOther')}
                  onChange={() => form.choosePayee(option.value)}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {payOther === PayOtherValue.Me && (
        <StoredBankDetails account={form.account} isLoading={form.isAccountLoading} />
      )}
      {payOther === PayOtherValue.SomeoneElse && (
        <SomeoneElseFields form={form} shown={shown} touch={touch} />
      )}
      {payOther === PayOtherValue.Provider && (
        <p className="notice reimbursement__note">
          {formatMessage(messages.reimbursement.providerBillsNotice, { provider: branding.providerName })}
        </p>
      )}
    </>
  );
}

const someoneElseFields: {
  field: PaymentField;
  label: string;
  hint?: string;
  type?: string;
  auto: string;
}[] = [
  { field: 'PaymentName', label: copy.name, auto: 'off' },
  { field: 'PaymentAddress', label: copy.address, auto: 'off' },
  { field: 'PaymentEmail', label: copy.email, type: 'email', auto: 'off' },
  { field: 'PaymentPhone', label: copy.phone, type: 'tel', auto: 'off' },
  { field: 'PaymentRelationship', label: copy.relationship, auto: 'off' },
  { field: 'BankAccName', label: copy.bankAccName, auto: 'off' },
];

/** Paying someone else: their details, then their bank account with the BSB's bank read-only. */
function SomeoneElseFields({ form, shown, touch }: PayeeSectionProps) {
  const values = form.draft.values;
  const lookup = form.bsbLookup;
  const field = (name: PaymentField, label: string, extra: { hint?: string; type?: string } = {}) => (
    <FormInput
      key={name}
      id={fieldIds[name]}
      label={label}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      autoComplete="off"
      value={values[name]}
      disabled={form.isSubmitting}
      error={shown(name)}
      isTouched={Boolean(shown(name))}
      onBlur={() => touch(name)}
      onChange={(event) => form.setPaymentField(name, event.target.value)}
    />
  );
  return (
    <div className="reimbursement__someone-else">
      {someoneElseFields.map((entry) => field(entry.field, entry.label, entry))}
      {field('BankBSB', copy.bsb, { hint: copy.bsbHint })}
      <div className="field">
        <label className="field__label" htmlFor="reimbursement-bank-name">
          {copy.bankName}
        </label>
        <input
          id="reimbursement-bank-name"
          className="field__input"
          readOnly
          value={lookup.state === 'known' ? lookup.bankName : ''}
          aria-describedby={describedBy('reimbursement-bank-name', false, false)}
        />
      </div>
      {field('BankAccNo', copy.bankAccNo, { hint: copy.bankAccNoHint })}
    </div>
  );
}
