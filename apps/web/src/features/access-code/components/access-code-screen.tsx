import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCESS_CODE_LENGTH, ACCESS_CODE_PATTERN, formatMessage, messages, telHref } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { FormField } from '../../../components/ui/form-field';
import { useBranding } from '../../../api/get-information';
import { explanationOf, isContactEdit, type AccessCodePurpose } from '../access-code-purpose';
import { useAccessCode } from '../hooks/use-access-code';
import { useCompleteAccessCode } from '../hooks/use-complete-access-code';
import './access-code.css';

const t = messages.accessCode;
const copy = { codeLabel: 'Enter your access code', sending: 'Sending you an access code…' }; // page copy

/**
 * The access code page (spec part 1 §2 "Access code page", §4 "Access codes"): one screen for
 * activation, sign-in verification and the bank, mobile and e-mail edits. A code is sent on load;
 * four digits submit themselves; wrong and expired codes and re-sent codes are announced.
 */
export function AccessCodeScreen({ purpose }: { purpose: AccessCodePurpose }) {
  const branding = useBranding();
  const onVerified = useCompleteAccessCode(purpose);
  const { state, check, resend } = useAccessCode({ purpose, branding, onVerified });
  const [code, setCode] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const values = { type: t.typeLabels[state.channel], provider: branding.providerName };
  const phoneValues = { provider: branding.providerName, phone: branding.providerPhone };

  const isLocked = state.phase === 'expired' || state.phase === 'unavailable' || state.phase === 'verified';
  const isBusy = state.phase === 'sending' || state.phase === 'checking';
  const isValid = ACCESS_CODE_PATTERN.test(code);

  // A wrong or expired code clears the field; a wrong one puts the focus back for the next try.
  useEffect(() => {
    if (state.notice === 'incorrect') inputRef.current?.focus();
  }, [state.notice, state.noticeKey]);

  async function submit(value: string) {
    const isVerified = await check(value);
    if (!isVerified) {
      setCode('');
      setIsTouched(false);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, ACCESS_CODE_LENGTH);
    setCode(digits);
    // A valid four-digit code submits itself (part 1 §4).
    if (ACCESS_CODE_PATTERN.test(digits) && state.phase === 'ready') void submit(digits);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsTouched(true);
    if (isValid && state.phase === 'ready') void submit(code);
  }

  async function handleResend() {
    setCode('');
    setIsTouched(false);
    await resend();
    inputRef.current?.focus();
  }

  const alertText =
    state.notice === 'incorrect'
      ? formatMessage(t.incorrect, values)
      : state.notice === 'expired'
        ? formatMessage(t.expired, values)
        : '';
  // The 4th digit sends the code: the status says so while it is checked (issue 30 item 5).
  const statusText =
    state.phase === 'checking'
      ? t.checking
      : state.notice === 'sent'
        ? formatMessage(t.newCodeSent, values)
        : '';

  return (
    <section className="page access-code">
      <PageTitle>{t.title}</PageTitle>
      {/* "We have sent you an access code" only once one has gone out (issue 10 item 11). */}
      {state.phase === 'unavailable' ? (
        <p className="notice notice--warning">{state.unavailableReason}</p>
      ) : (
        <p>{state.phase === 'sending' && state.noticeKey === 0 ? copy.sending : explanationOf(purpose)}</p>
      )}
      {/* Live regions stay in the page so each new message is announced (part 1 §4). */}
      <div role="alert">
        {alertText && (
          <p className="access-code__alert" key={state.noticeKey}>
            {alertText}
          </p>
        )}
      </div>
      <div role="status">
        {statusText && (
          <p className="access-code__status" key={`${state.phase}-${state.noticeKey}`}>
            {statusText}
          </p>
        )}
      </div>
      <form className="access-code__form" noValidate onSubmit={handleSubmit} aria-busy={isBusy || undefined}>
        <fieldset className="access-code__fieldset" disabled={isLocked}>
          <legend className="visually-hidden">{t.title}</legend>
          <FormField
            label={copy.codeLabel}
            hint={`${t.expiresNote} ${t.autoCheckNote}`}
            error={messages.fields.accessCode}
            isTouched={isTouched && !isValid}
          >
            {({ showError: _showError, ...control }) => (
              <input
                {...control}
                ref={inputRef}
                name="SecurityCode"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="one-time-code"
                maxLength={ACCESS_CODE_LENGTH}
                className="field__input access-code__input"
                value={code}
                readOnly={state.phase === 'checking'}
                onChange={handleChange}
                onBlur={() => setIsTouched(code !== '')}
              />
            )}
          </FormField>
          <div className="access-code__actions">
            <button type="submit" className="button button--primary" disabled={state.phase !== 'ready'}>
              {t.verify}
            </button>
            {isContactEdit(purpose) && (
              <Link className="button button--secondary" to="/account">
                {t.cancel}
              </Link>
            )}
          </div>
        </fieldset>
      </form>
      <p>
        <button type="button" className="link-button" disabled={isBusy} onClick={() => void handleResend()}>
          {formatMessage(t.resend, values)}
        </button>
      </p>
      {isContactEdit(purpose) && <p>{formatMessage(t.otherMethodUnavailable, phoneValues)}</p>}
      <p className="access-code__help">
        <a href={telHref(branding.providerPhone)}>{formatMessage(t.help, phoneValues)}</a>
      </p>
    </section>
  );
}
