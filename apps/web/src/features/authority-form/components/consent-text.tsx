import DOMPurify from 'dompurify';
import { messages } from '@portal/contract';
import { useAuthorityConsent } from '../api/get-authority-consent';

/**
 * The consent and privacy text (spec part 2 §2 "long consent and privacy text"), written by the
 * provider as a content item. The server sanitises it when stored and read; DOMPurify cleans it again
 * here (docs/architecture.md). Nobody signs a text they were not shown: without it the page says so
 * and offers Try again, and the form stays closed (authority-form-page.tsx).
 */
export function ConsentText() {
  const consent = useAuthorityConsent();
  if (consent.isPending) return null;
  if (consent.isError || consent.data.length === 0) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{messages.authorityForm.consentUnavailable}</p>
        <button type="button" className="button button--secondary" onClick={() => void consent.refetch()}>
          {messages.sendDocuments.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div
      className="authority-form__consent"
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(consent.data.join('\n')) }}
    />
  );
}

/** True once the consent text is on the page. */
export function useIsConsentShown(): boolean {
  const consent = useAuthorityConsent();
  return consent.isSuccess && consent.data.length > 0;
}
