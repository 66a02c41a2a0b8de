import {
  HOME_SERVICE_TYPES,
  HOME_SERVICES_NOTES_MAX,
  RECEIPT_FIELD_LABELS,
  SUBFORM_DESCRIPTION_MAX,
  type ReceiptKind,
} from '@portal/contract';
import { DateInput, todayText } from '../../../components/ui/date-input';
import { FormField, FormInput } from '../../../components/ui/form-field';
import type { ReimbursementField, SubFormField } from '../hooks/reimbursement-rules';
import type { ReimbursementFormState } from '../hooks/use-reimbursement';
import { fieldIds, type ShownError } from './field-ids';

/** Hints are page copy; labels are the contract's, the same that travel in the Description. */
const hints: Partial<Record<SubFormField, string>> = {
  date: 'dd/mm/yyyy, today or earlier',
  description: `Up to ${SUBFORM_DESCRIPTION_MAX} characters.`,
  cost: 'For example, $45.00',
  amount: 'For example, $45.00',
  duration: 'For example, 3 hours',
  notes: `Up to ${HOME_SERVICES_NOTES_MAX} characters.`,
};
const serviceTypePlaceholder = 'Select the type of service';

interface ReceiptSubFormProps {
  kind: ReceiptKind;
  form: ReimbursementFormState;
  shown: ShownError;
  touch: (field: ReimbursementField) => void;
}

/**
 * The receipt type's sub-form (spec part 2 §3, §5): Other and Pharmacy ask date of purchase,
 * description, provider or pharmacy and cost; Home services asks date of service, duration, service
 * provider, type of service, amount to reimburse and notes. Dates after today are refused; an amount
 * gets its $ and .00 when the field is left.
 */
export function ReceiptSubForm({ kind, form, shown, touch }: ReceiptSubFormProps) {
  const labels = RECEIPT_FIELD_LABELS[kind] as Record<string, string>;
  const fields = Object.keys(labels) as SubFormField[];
  const value = (field: SubFormField) => form.subForm[field] ?? '';
  const common = (field: SubFormField) => ({
    id: fieldIds[field],
    label: labels[field],
    hint: hints[field],
    error: shown(field),
    isTouched: Boolean(shown(field)),
    disabled: form.isSubmitting,
  });

  return (
    <div className="reimbursement__sub-form">
      {fields.map((field) => {
        if (field === 'date') {
          return (
            <DateInput
              key={field}
              {...common(field)}
              max={todayText()}
              value={value(field)}
              onBlur={() => touch(field)}
              onChange={(text) => form.setSubFormField(field, text)}
            />
          );
        }
        if (field === 'description' || field === 'notes') {
          return (
            <FormField key={field} {...common(field)}>
              {({ showError: _showError, ...props }) => (
                <textarea
                  {...props}
                  className="field__input reimbursement__text"
                  rows={4}
                  value={value(field)}
                  disabled={form.isSubmitting}
                  onBlur={() => touch(field)}
                  onChange={(event) => form.setSubFormField(field, event.target.value)}
                />
              )}
            </FormField>
          );
        }
        if (field === 'serviceType') {
          return (
            <FormField key={field} {...common(field)}>
              {({ showError: _showError, ...props }) => (
                <select
                  {...props}
                  className="field__input field__select"
                  value={value(field)}
                  disabled={form.isSubmitting}
                  onBlur={() => touch(field)}
                  onChange={(event) => form.setSubFormField(field, event.target.value)}
                >
                  <option value="">{serviceTypePlaceholder}</option>
                  {HOME_SERVICE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          );
        }
        const isAmount = field === 'cost' || field === 'amount';
        return (
          <FormInput
            key={field}
            {...common(field)}
            type="text"
            inputMode={isAmount ? 'decimal' : undefined}
            autoComplete="off"
            value={value(field)}
            onBlur={() => {
              if (isAmount) form.completeAmount(field);
              touch(field);
            }}
            onChange={(event) => form.setSubFormField(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
