import { messages } from '@portal/contract';
import { useBranding } from '../../../api/get-information';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { DraftStatus } from '../../../components/ui/draft-status';
import { useSendDocuments } from '../hooks/use-send-documents';
import { SendDocumentsForm } from './send-documents-form';
import { SubmitDocsIntro } from './submit-docs-intro';
import './send-documents.css';

/**
 * Send documents (spec part 2 §2 "/submitdocuments"): the provider's intro, then the form, whose draft
 * is retrieved on open and saved on every change. A draft that cannot be loaded is not overwritten:
 * the form waits for Try again.
 */
export function SendDocumentsPage({ meta }: ScreenProps) {
  const form = useSendDocuments();
  const { draft } = form;
  const { providerName } = useBranding();
  return (
    <section className="page send-documents">
      <PageTitle>{meta.title}</PageTitle>
      <SubmitDocsIntro />
      {draft.status === 'loading' && (
        <p className="send-documents__loading" role="status">
          {messages.sendDocuments.loading}
        </p>
      )}
      {draft.status === 'loadFailed' && (
        <div className="notice notice--warning" role="alert">
          <p>{messages.sendDocuments.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={draft.reload}>
            {messages.sendDocuments.tryAgain}
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
          <SendDocumentsForm form={form} />
        </>
      )}
    </section>
  );
}
