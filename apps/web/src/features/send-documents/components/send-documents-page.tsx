import { messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { DraftFormFrame } from '../../../components/ui/draft-form-frame';
import { TaskRefusalNotice } from '../../../components/ui/task-refusal-notice';
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
  return (
    <section className="page send-documents">
      <PageTitle>{meta.title}</PageTitle>
      <SubmitDocsIntro />
      <TaskRefusalNotice task={form.task} />
      <DraftFormFrame
        draft={form.draft}
        texts={messages.sendDocuments}
        loadingClassName="send-documents__loading"
      >
        <SendDocumentsForm form={form} />
      </DraftFormFrame>
    </section>
  );
}
