import { useState } from 'react';
import { describedBy } from '../../../components/ui/form-field';
import type { TypedSignature as TypedValue, TypedSignatureErrors } from '../hooks/use-authority-form';

/** Page copy (issue 13 "Type your full name" plus a declaration). */
const copy = {
  legend: 'Or type your signature',
  name: 'Type your full name',
  declaration:
    'I declare that typing my name above is my signature, with the same effect as signing by hand.',
};
const nameId = 'authority-form-typed-name';
const declarationId = 'authority-form-declaration';

export interface TypedSignatureProps {
  value: TypedValue;
  errors: TypedSignatureErrors;
  onChange: (patch: Partial<TypedValue>) => void;
  disabled: boolean;
}

/**
 * The typed signature, of equal standing with the drawn one and beside it (WCAG 2.2 2.5.7 "Dragging
 * movements": keyboard, voice-control and low-dexterity users cannot draw). Errors show once a field
 * was left.
 */
export function TypedSignature({ value, errors, onChange, disabled }: TypedSignatureProps) {
  const [touched, setTouched] = useState({ name: false, declaration: false });
  const nameError = touched.name ? errors.name : undefined;
  const declarationError = touched.declaration || touched.name ? errors.declaration : undefined;
  return (
    <fieldset className="authority-form__method">
      <legend className="authority-form__legend">{copy.legend}</legend>
      <div className={['field', nameError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={nameId}>
          {copy.name}
        </label>
        {nameError && (
          <p className="field__error" id={`${nameId}-error`}>
            {nameError}
          </p>
        )}
        <input
          id={nameId}
          className="field__input authority-form__typed-name"
          type="text"
          autoComplete="name"
          value={value.name}
          disabled={disabled}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(nameId, false, Boolean(nameError))}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <div className={['field', declarationError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        {declarationError && (
          <p className="field__error" id={`${declarationId}-error`}>
            {declarationError}
          </p>
        )}
        <label className="checkbox" htmlFor={declarationId}>
          <input
            id={declarationId}
            type="checkbox"
            checked={value.isDeclared}
            disabled={disabled}
            aria-invalid={declarationError ? true : undefined}
            aria-describedby={describedBy(declarationId, false, Boolean(declarationError))}
            onBlur={() => setTouched((current) => ({ ...current, declaration: true }))}
            onChange={(event) => onChange({ isDeclared: event.target.checked })}
          />
          <span>{copy.declaration}</span>
        </label>
      </div>
    </fieldset>
  );
}
