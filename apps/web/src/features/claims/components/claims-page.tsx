import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { useShellActions } from '../../../components/layout/use-shell-actions';
import { ApiError } from '../../../lib/api-error';
import { useBranding } from '../../../api/get-information';
import { useClaims } from '../../../api/get-claims';
import { signOut } from '../../../api/sign-out';
import { ClaimCard } from './claim-card';
import { useClaimChoice } from './use-claim-choice';
import './claims.css';

const SIGN_OUT_LABEL = 'Sign out of the portal';

/**
 * My Claims (spec part 1 §2 "Claims page", §4 "Claims"). One claim is selected by itself; several
 * wait for the user's choice. The page has no toolbar (part 1 §2), so it carries its own Sign out.
 */
export function ClaimsPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const branding = useBranding();
  const claims = useClaims();
  const { choose, isChoosing } = useClaimChoice();
  const { handleSignOut } = useShellActions();
  const hasAutoSelected = useRef(false);
  const hasFailed = useRef(false);

  const list = claims.data;
  const onlyClaim = list?.length === 1 ? list[0] : undefined;
  useEffect(() => {
    if (!onlyClaim || hasAutoSelected.current) return;
    hasAutoSelected.current = true;
    void choose(onlyClaim, 1);
  }, [onlyClaim, choose]);

  useEffect(() => {
    if (!claims.isError || hasFailed.current) return;
    hasFailed.current = true;
    // An expired session has already signed the user out and gone to /login.
    if (claims.error instanceof ApiError && claims.error.isSessionExpired) return;
    window.alert(messages.alerts.claimsUnavailable);
    void signOut().finally(() => navigate('/login', { replace: true }));
  }, [claims.isError, claims.error, navigate]);

  const t = messages.claims;
  return (
    <section className="page claims-page">
      <PageTitle>{meta.title}</PageTitle>
      <p className="claims-page__prompt">{t.prompt}</p>
      {claims.isPending && <p role="status">Loading your claims…</p>}
      {list && list.length === 0 && (
        // Ours: the spec sends zero claims to /claim, but /claim needs a selected claim (route
        // guards, part 1 §2) and would send the user straight back here; we say so instead.
        <p className="notice">There are no claims on your account to manage.</p>
      )}
      {list && list.length > 0 && (
        <ul className="claims-page__list">
          {list.map((claim) => (
            <li key={claim.Number}>
              <ClaimCard
                claim={claim}
                disabled={isChoosing}
                onChoose={(chosen) => void choose(chosen, list.length)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* Below the list only once it is there: painted earlier, the list would push them down as it
          arrives on a full load (CLS 0.07 at 375 px; issue 15 "CLS <= 0.02"). */}
      {!claims.isPending && (
        <>
          <p className="claims-page__missing">
            {formatMessage(t.missingClaim, {
              provider: branding.providerName,
              phone: branding.providerPhone,
            })}
          </p>
          <p>
            {/* Page copy (ours): a fuller name than the toolbar's, which this page does not show. */}
            <button type="button" className="button button--secondary" onClick={handleSignOut}>
              {SIGN_OUT_LABEL}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
