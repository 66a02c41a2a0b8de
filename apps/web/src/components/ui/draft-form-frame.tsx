import type { ReactNode } from 'react';
import { useBranding } from '../../api/get-information';
import type { DraftHook } from '../../lib/drafts/use-draft';
import { DraftStatus } from './draft-status';

export interface DraftFormFrameProps {
  draft: Pick<
    DraftHook<unknown>,
    'status' | 'savedAt' | 'isSaving' | 'hasSaveFailed' | 'isKeptOnDevice' | 'reload'
  >;
  /** The form's own words for a draft on its way and one that could not be loaded. */
  texts: { loading: string; loadFailed: string; tryAgain: string };
  /** The class of the loading line, for the page's own spacing. */
  loadingClassName: string;
  /** The form, shown once the draft is ready. */
  children: ReactNode;
}

/**
 * Around a form with a server draft (spec part 2 §2, §4; issue 11): the draft on its way, a draft that
 * could not be loaded (it is not overwritten: the form waits for Try again), then where the draft
 * stands (DraftStatus) above the form.
 */
export function DraftFormFrame({ draft, texts, loadingClassName, children }: DraftFormFrameProps) {
  const { providerName } = useBranding();
  return (
    <>
      {draft.status === 'loading' && (
        <p className={loadingClassName} role="status">
          {texts.loading}
        </p>
      )}
      {draft.status === 'loadFailed' && (
        <div className="notice notice--warning" role="alert">
          <p>{texts.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={draft.reload}>
            {texts.tryAgain}
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
          {children}
        </>
      )}
    </>
  );
}
