import { useEffect, useRef } from 'react';
import { messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { DraftFormFrame } from '../../../components/ui/draft-form-frame';
import { TaskRefusalNotice } from '../../../components/ui/task-refusal-notice';
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
  const { mode } = form;
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
      <TaskRefusalNotice task={form.task} />
      <DraftFormFrame draft={form.draft} texts={m} loadingClassName="reimbursement__note">
        {mode === 'edit' ? (
          <ReimbursementForm form={form} headingRef={heading} />
        ) : (
          <ReimbursementReview form={form} headingRef={heading} />
        )}
      </DraftFormFrame>
    </section>
  );
}
