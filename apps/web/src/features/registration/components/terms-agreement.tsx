import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import DOMPurify from 'dompurify';
import { formatMessage, messages } from '@portal/contract';
import { Drawer } from '../../../components/ui/drawer';
import { useBranding } from '../../../api/get-information';
import { useTerms } from '../api/get-terms';

export interface TermsAgreementProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** Mobile-app mode shows the terms in an overlay instead of a new tab (part 1 §2). */
  isMobileApp: boolean;
  error?: string | undefined;
  isTouched: boolean;
  ref?: Ref<HTMLInputElement>;
}

const copy = { agree: 'I have read and agree to the', close: 'Close' }; // page copy
const termsLabel = messages.shell.footer.terms;

/** The terms content, sanitised: it is HTML from the content store. */
function TermsContent() {
  const terms = useTerms(true);
  if (terms.isPending) return <p>{messages.shell.processing}</p>;
  if (terms.isError) return <p>{messages.alerts.requestFailed}</p>;
  return (
    <div
      className="terms-content"
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(terms.data.join('\n')) }}
    />
  );
}

/**
 * "Agree to terms" with its link: the terms open in a new tab (/disclaimer), or in an in-page dialog
 * in mobile-app mode (spec part 1 §2 "Registration"). Must be ticked to register (part 1 §5).
 */
export function TermsAgreement({ id, isMobileApp, error, isTouched, ref, ...input }: TermsAgreementProps) {
  const { providerName } = useBranding();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const showError = isTouched && Boolean(error);
  return (
    <div className={`field${showError ? ' field--invalid' : ''}`}>
      {showError && (
        <p className="field__error" id={`${id}-error`}>
          {formatMessage(error ?? '', { provider: providerName })}
        </p>
      )}
      <div className="checkbox">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
        />
        {/* Label and link are one text beside the box, so the line wraps as a sentence (issue 10
            item 9: as two flex items they split into two columns at 375 px). */}
        <span className="checkbox__text">
          <label htmlFor={id}>{copy.agree}</label>{' '}
          {isMobileApp ? (
            <button type="button" className="link-button" onClick={() => setIsOpen(true)}>
              {termsLabel}
            </button>
          ) : (
            <a href="/disclaimer" target="_blank" rel="noopener noreferrer">
              {termsLabel}
              <span className="visually-hidden">{' (opens in a new tab)'}</span>
            </a>
          )}
        </span>
      </div>
      {isMobileApp && (
        <Drawer isOpen={isOpen} onClose={() => setIsOpen(false)} labelledBy={titleId}>
          <h2 id={titleId}>{termsLabel}</h2>
          <TermsContent />
          <button type="button" className="button button--primary" onClick={() => setIsOpen(false)}>
            {copy.close}
          </button>
        </Drawer>
      )}
    </div>
  );
}
