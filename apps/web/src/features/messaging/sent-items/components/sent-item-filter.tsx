import { messages } from '@portal/contract';
import { FormField } from '../../../../components/ui/form-field';
import { ALL_DOCUMENTS_VALUE, requestTypeOf, useSentItemTypeOptions } from '../api/sent-item-types';

export interface SentItemFilterProps {
  /** The chosen SentItemTypes Id; null = All Documents. */
  value: number | null;
  onChange: (requestType: number | null) => void;
}

/**
 * The sent-items Filter select (spec part 2 §2 "Sent items"): All Documents plus the request types,
 * children indented under their parent. Choosing applies at once, like the date-range select.
 */
export function SentItemFilter({ value, onChange }: SentItemFilterProps) {
  const options = useSentItemTypeOptions();
  const selected = value === null ? ALL_DOCUMENTS_VALUE : String(value);
  return (
    <FormField label={messages.sentItems.filter} className="sent-items__filter">
      {({ showError: _showError, ...control }) => (
        <select
          {...control}
          name="requestType"
          className="field__input field__select"
          value={selected}
          onChange={(event) => onChange(requestTypeOf(event.target.value))}
        >
          {/* A choice the list lacks (it failed or has not arrived) still shows as chosen. */}
          {!options.some((option) => option.value === selected) && (
            <option value={selected}>{selected}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
