import { useEffect, useRef } from 'react';
import { messages } from '@portal/contract';
import { useBranding } from '../../../api/get-information';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { DraftStatus } from '../../../components/ui/draft-status';
import { useReimbursement } from '../hooks/use-reimbursement';
import { ReimbursementForm } from './reimbursement-form';
import { ReimbursementReview } from './reimbursement-review';
import './reimbursement.css';

const m = messages.reimbursement;
const intro =
  'Claim back what you paid for a receipt. Tell us who to pay, what the receipt is for, and attach the receipt.';

/**
 * The reimbursement form (spec part 2 §2 "/reimbursementform"): edit, then review. The draft is
 * retrieved on open and saved one second after the last change; a draft that cannot be loaded is not
 * overwritten (the form waits for Try again). Switching modes moves focus to the new mode's heading.
 */
export function ReimbursementPage({ meta }: ScreenProps) {
  const form = useReimbursement();
  const { draft, mode } = form;
  const { providerName } = useBranding();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, [mode]);

  return (
    <section className="page reimbursement">
      <PageTitle>{meta.title}</PageTitle>
      <p className="reimbursement__intro">{intro}</p>
      {draft.status === 'loading' && (
        <p className="reimbursement__note" role="status">
          {m.loading}
        </p>
      )}
      {draft.status === 'loadFailed' && (
        <div className="notice notice--warning" role="alert">
          <p>{m.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={draft.reload}>
            {m.tryAgain}
          </button>
        </div>
      )}
      {draft.status === 'ready' && (
        <>
          <DraftStatus
            savedAt={draft.savedAt}
            isSaving={draft.isSaving}
            hasSaveFailed={draft.hasSaveFailed}
            isKeptOnDevice={draft.isKeptOnDevice}
            providerName={providerName}
          />
          {mode === 'edit' ? (
            <ReimbursementForm form={form} headingRef={heading} />
          ) : (
            <ReimbursementReview form={form} headingRef={heading} />
          )}
        </>
      )}
    </section>
  );
}
