import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  endpoints,
  isDeliveryAddress,
  messages,
  type Address,
  type AddressSuggestion,
} from '@portal/contract';
import { callEndpoint } from '../../lib/api-client';
import { FormField } from './form-field';

export interface AddressPickerProps {
  label: ReactNode;
  /** The picked address; null until a suggestion is chosen (typing alone never counts). */
  value: Address | null | undefined;
  onChange: (address: Address | null) => void;
  onBlur?: () => void;
  /** Home addresses refuse PO box and delivery addresses (spec part 1 §5). */
  isHomeAddress: boolean;
  id?: string;
  name?: string;
  hint?: ReactNode;
  error?: string | undefined;
  isTouched?: boolean;
  disabled?: boolean;
  /** Pause after the last keystroke before asking the lookup. */
  debounceMs?: number;
  /** Fewer typed characters than this ask nothing. */
  minQueryLength?: number;
}

const copy = {
  found: (n: number) => (n === 1 ? '1 address found' : `${n} addresses found`), // page copy
  hint: 'Start typing your address and choose it from the list.', // page copy
};

/** The address a chosen suggestion stands for; the country is always Australia (part 1 §3). */
export function addressFromSuggestion(suggestion: AddressSuggestion): Address {
  return {
    ExperianSingleSelectedLine: suggestion.PartialAddress,
    Moniker: suggestion.Moniker,
    Postcode: suggestion.Postcode,
    Country: 'Australia',
  };
}

/**
 * Address combobox (WAI-ARIA 1.2 combobox with a listbox popup) fed by the address lookup
 * (spec part 1 §7): typing is debounced, a failed lookup clears the suggestions, and only a chosen
 * suggestion becomes the value. A home address refuses PO box and delivery addresses with an
 * informational warning (part 1 §5).
 */
export function AddressPicker({
  label,
  value,
  onChange,
  onBlur,
  isHomeAddress,
  id,
  name,
  hint = copy.hint,
  error,
  isTouched,
  disabled,
  debounceMs = 300,
  minQueryLength = 3,
}: AddressPickerProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-listbox`;
  const warningId = `${inputId}-warning`;
  // null: show the picked address; a string: what the user is typing.
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [warning, setWarning] = useState('');
  const text = typed ?? value?.ExperianSingleSelectedLine ?? '';
  const query = typed?.trim() ?? '';

  useEffect(() => {
    if (query.length < minQueryLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callEndpoint(
        endpoints.addressLookup,
        { query, isHomeAddress: isHomeAddress ? 'true' : 'false' },
        { signal: controller.signal },
      )
        .then((answer) => {
          setSuggestions(answer.results);
          setActiveIndex(-1);
          setIsOpen(answer.results.length > 0);
        })
        .catch(() => {
          // A failed lookup clears the suggestions (part 1 §7); a superseded one changes nothing.
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setIsOpen(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, isHomeAddress, debounceMs, minQueryLength]);

  function type(next: string) {
    setTyped(next);
    setWarning('');
    if (value) onChange(null);
    if (next.trim().length < minQueryLength) {
      setSuggestions([]);
      setIsOpen(false);
    }
  }

  function choose(suggestion: AddressSuggestion) {
    setIsOpen(false);
    setActiveIndex(-1);
    if (isHomeAddress && isDeliveryAddress(suggestion.PartialAddress)) {
      setTyped(suggestion.PartialAddress);
      setWarning(messages.registration.homeAddressPoBox);
      onChange(null);
      return;
    }
    setTyped(null);
    setWarning('');
    onChange(addressFromSuggestion(suggestion));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (event.altKey ? Math.max(index, -1) : (index + 1) % count));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && isOpen && activeIndex >= 0) {
      // Choosing must not submit the form around the picker.
      event.preventDefault();
      const suggestion = suggestions[activeIndex];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape') {
      if (isOpen) setIsOpen(false);
      else if (typed !== null) type('');
    }
  }

  const activeId = isOpen && activeIndex >= 0 ? `${inputId}-option-${activeIndex}` : undefined;
  return (
    <FormField label={label} hint={hint} error={error} isTouched={isTouched} id={inputId}>
      {({ showError: _showError, ...control }) => (
        <div className="address-picker">
          <input
            {...control}
            aria-describedby={
              [control['aria-describedby'], warning ? warningId : ''].filter(Boolean).join(' ') || undefined
            }
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            disabled={disabled}
            className="field__input"
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setIsOpen(false);
              onBlur?.();
            }}
          />
          <ul
            className="address-picker__list"
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            hidden={!isOpen}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.Moniker}
                id={`${inputId}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="address-picker__option"
                // Keeps the focus in the input so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.PartialAddress}
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status">
            {isOpen ? copy.found(suggestions.length) : ''}
          </p>
          {warning && (
            <p className="notice notice--warning" id={warningId} role="status">
              {warning}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
