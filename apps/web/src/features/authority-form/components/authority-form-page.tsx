import { messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useAuthorityFormData } from '../api/get-authority-form-data';
import { AuthorityDetails } from './authority-details';
import { AuthoritySigningForm } from './authority-signing-form';
import { ConsentText, useIsConsentShown } from './consent-text';
import './authority-form.css';

/** Page copy. */
const copy = { loading: 'Loading your details...', tryAgain: messages.sendDocuments.tryAgain };

/**
 * The authority to release information (spec part 2 §2 "/authorityform"): whose authority it is
 * (getauthorityformdata), the provider's consent and privacy text, and signing. Details that cannot be
 * loaded leave nothing to sign: the page says so and offers Try again.
 */
export function AuthorityFormPage({ meta }: ScreenProps) {
  const details = useAuthorityFormData();
  const isConsentShown = useIsConsentShown();
  return (
    <section className="page authority-form">
      <PageTitle>{meta.title}</PageTitle>
      {details.isPending && (
        <p className="authority-form__loading" role="status">
          {copy.loading}
        </p>
      )}
      {details.isError && (
        <div className="notice notice--warning" role="alert">
          <p>{messages.authorityForm.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void details.refetch()}>
            {copy.tryAgain}
          </button>
        </div>
      )}
      {details.isSuccess && (
        <>
          <AuthorityDetails data={details.data} />
          <ConsentText />
          <AuthoritySigningForm data={details.data} isConsentShown={isConsentShown} />
        </>
      )}
    </section>
  );
}
