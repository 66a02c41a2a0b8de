import {
  useId,
  useRef,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { joinClaimNumber, splitClaimNumber } from '@portal/contract';
import { describedBy } from './form-field';

export interface ClaimNumberInputProps {
  /** Group label, e.g. "Claim number". */
  label: ReactNode;
  /** The combined NN/NNNNN value ('' while both boxes are empty). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Id of the first box; the error summary links to it. */
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
  isTouched?: boolean;
  disabled?: boolean;
}

export const CLAIM_NUMBER_HINT = 'For example, 12/34567'; // page copy
const FIRST_LENGTH = 2;
const SECOND_LENGTH = 5;
const boxNames = { first: 'first 2 digits', second: 'last 5 digits' }; // page copy

/** The value the form holds for two boxes: '' when both are empty, else NN/NNNNN (part 1 §3). */
export function combineClaimNumber(first: string, second: string): string {
  return first === '' && second === '' ? '' : joinClaimNumber({ first, second });
}

const digits = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/**
 * The claim number as two boxes, 2 digits then 5 digits, under one label group; the focus jumps to
 * the second box once two digits are typed (spec part 1 §5), and a Tab right after that jump does not
 * skip the second box. A pasted full number fills both boxes.
 */
export function ClaimNumberInput({
  label,
  value,
  onChange,
  onBlur,
  id,
  hint = CLAIM_NUMBER_HINT,
  error,
  isTouched = false,
  disabled,
}: ClaimNumberInputProps) {
  const generated = useId();
  const firstId = id ?? generated;
  const secondRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // Set when the focus jumped to the second box by itself, until the next key there.
  const hasJumpedRef = useRef(false);
  const { first, second } = splitClaimNumber(value);
  const showError = isTouched && Boolean(error);
  const described = describedBy(firstId, Boolean(hint), showError);

  function changeFirst(text: string) {
    const next = digits(text, FIRST_LENGTH);
    onChange(combineClaimNumber(next, second));
    if (next.length === FIRST_LENGTH && next !== first) {
      hasJumpedRef.current = true;
      secondRef.current?.focus();
    }
  }

  /**
   * A Tab pressed right after the jump means "go to the second box", where the focus already is: it
   * stays there instead of skipping the box (issue 30 item 6, WCAG 3.2.2). Any other key, or a Tab once
   * something is typed there, works as usual.
   */
  function keepJumpedFocus(event: KeyboardEvent<HTMLInputElement>) {
    const hasJumped = hasJumpedRef.current;
    hasJumpedRef.current = false;
    if (hasJumped && event.key === 'Tab' && !event.shiftKey && event.currentTarget.value === '')
      event.preventDefault();
  }

  // Moving between the two boxes is not leaving the field, so it does not mark it touched.
  function leaveGroup(event: FocusEvent<HTMLInputElement>) {
    if (event.currentTarget === secondRef.current) hasJumpedRef.current = false;
    const next = event.relatedTarget;
    if (next instanceof Node && groupRef.current?.contains(next)) return;
    onBlur?.();
  }

  function pasteWhole(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    const match = /^\s*(\d{2})\s*\/?\s*(\d{5})\s*$/.exec(pasted);
    if (!match) return;
    event.preventDefault();
    onChange(combineClaimNumber(match[1] ?? '', match[2] ?? ''));
    secondRef.current?.focus();
  }

  const shared = {
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    disabled,
    'aria-describedby': described,
    'aria-invalid': showError || undefined,
    onBlur: leaveGroup,
    onPaste: pasteWhole,
  };

  return (
    <fieldset ref={groupRef} className={`field claim-number${showError ? ' field--invalid' : ''}`}>
      <legend className="field__label">{label}</legend>
      {hint && (
        <p className="field__hint" id={`${firstId}-hint`}>
          {hint}
        </p>
      )}
      {showError && (
        <p className="field__error" id={`${firstId}-error`}>
          {error}
        </p>
      )}
      <div className="claim-number__boxes">
        <input
          {...shared}
          id={firstId}
          className="field__input claim-number__first"
          aria-label={`${typeof label === 'string' ? label : 'Claim number'}, ${boxNames.first}`}
          maxLength={FIRST_LENGTH}
          value={first}
          onChange={(event) => changeFirst(event.target.value)}
        />
        <span aria-hidden="true">/</span>
        <input
          {...shared}
          ref={secondRef}
          id={`${firstId}-second`}
          className="field__input claim-number__second"
          aria-label={`${typeof label === 'string' ? label : 'Claim number'}, ${boxNames.second}`}
          maxLength={SECOND_LENGTH}
          value={second}
          onKeyDown={keepJumpedFocus}
          onChange={(event) => onChange(combineClaimNumber(first, digits(event.target.value, SECOND_LENGTH)))}
        />
      </div>
    </fieldset>
  );
}
