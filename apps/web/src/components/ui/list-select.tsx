import type { IdItem } from '@portal/contract';
import type { FieldControlProps } from './form-field';

export interface ListSelectProps extends FieldControlProps {
  /** The provider's list (a dropdown list such as DocumentFormTypes or ReceiptTypes). */
  items: readonly IdItem[];
  value: IdItem | null;
  placeholder: string;
  disabled?: boolean;
  onBlur: () => void;
  onChange: (item: IdItem | null) => void;
}

/**
 * A select over one of the provider's lists, for a FormField: the value is the picked item ({ Id,
 * Item }) or null. A draft's choice the list no longer offers still shows as chosen, so reopening an
 * old draft never silently changes what the claimant picked.
 */
export function ListSelect({
  items,
  value,
  placeholder,
  disabled,
  onBlur,
  onChange,
  ...control
}: ListSelectProps) {
  return (
    <select
      {...control}
      className="field__input field__select"
      value={value ? String(value.Id) : ''}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event) => {
        const item = items.find((choice) => String(choice.Id) === event.target.value);
        onChange(item ? { Id: item.Id, Item: item.Item } : null);
      }}
    >
      <option value="">{placeholder}</option>
      {value && !items.some((item) => item.Id === value.Id) && (
        <option value={String(value.Id)}>{value.Item}</option>
      )}
      {items.map((item) => (
        <option key={item.Id} value={item.Id}>
          {item.Item}
        </option>
      ))}
    </select>
  );
}
