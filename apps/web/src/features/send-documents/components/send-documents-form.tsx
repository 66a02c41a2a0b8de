import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_MESSAGE_MAX, isReimbursementItem, isTaxFileDeclaration, messages } from '@portal/contract';
import { useDropdownList } from '../../../api/dropdown-list';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ListSelect } from '../../../components/ui/list-select';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UploadField } from '../../../components/ui/upload-field';
import { useShownErrors } from '../../../lib/forms/field-messages';
import type { SendDocumentsField, useSendDocuments } from '../hooks/use-send-documents';

/** Labels and hints are page copy; rules and messages come from the contract (part 2 §2, §5). */
const copy = {
  documentType: 'Document type',
  documentTypePlaceholder: 'Select a document type',
  message: 'Message',
  messageHint: `Up to ${DOCUMENT_MESSAGE_MAX} characters.`,
  documents: 'Documents',
  documentsHint:
    'Add one file at a time, each below 10MB, of type .doc, .docx, .heic, .jpeg, .jpg, .png, .pdf, .tif, .tiff, .txt, .xls or .xlsx.',
  authorised: 'I confirm that I am authorised to send these documents',
  reimbursementLink: 'Go to the Reimbursement Form',
  question: 'Have a question instead?',
  submit: 'Submit',
};

export const fieldIds: Record<SendDocumentsField, string> = {
  DocumentType: 'send-documents-type',
  Description: 'send-documents-message',
  Documents: 'send-documents-files',
  Authorised: 'send-documents-authorised',
};

type Form = ReturnType<typeof useSendDocuments>;

/**
 * The send-documents fields (spec part 2 §2, §5): document type (DocumentFormTypes), message (not for
 * the Tax File Declaration Form), files through the per-file upload list, the authorisation box, the
 * Reimbursement notice and the contact-us link, Submit and Discard draft. Errors show once a field was
 * left or Submit pressed; the summary takes focus on each Submit.
 */
export function SendDocumentsForm({ form }: { form: Form }) {
  const types = useDropdownList('DocumentFormTypes');
  const { draft, uploads, errors, submitCount } = form;
  const type = draft.values.DocumentType;
  const isTaxFile = isTaxFileDeclaration(type);
  const { shown, touch, summary } = useShownErrors(errors, fieldIds, submitCount);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  const authorisedError = shown('Authorised');
  return (
    <form className="send-documents__form" noValidate onSubmit={onSubmit}>
      <ErrorSummary items={summary} focusKey={submitCount} />
      <FormField
        label={copy.documentType}
        id={fieldIds.DocumentType}
        error={shown('DocumentType')}
        isTouched={Boolean(shown('DocumentType'))}
      >
        {({ showError: _showError, ...props }) => (
          <ListSelect
            {...props}
            items={types}
            value={type}
            placeholder={copy.documentTypePlaceholder}
            disabled={form.isBusy}
            onBlur={() => touch('DocumentType')}
            onChange={form.chooseType}
          />
        )}
      </FormField>
      {isReimbursementItem(type) && (
        <p className="notice send-documents__notice">
          {messages.sendDocuments.reimbursementNotice}{' '}
          <Link to="/reimbursementform">{copy.reimbursementLink}</Link>
        </p>
      )}
      {form.filesCleared && (
        <p className="notice send-documents__notice" role="status">
          {messages.sendDocuments.filesClearedForTaxFile}
        </p>
      )}
      {!isTaxFile && (
        <FormField
          label={copy.message}
          hint={copy.messageHint}
          id={fieldIds.Description}
          error={shown('Description')}
          isTouched={Boolean(shown('Description'))}
        >
          {({ showError: _showError, ...props }) => (
            <textarea
              {...props}
              className="field__input send-documents__message"
              rows={6}
              value={draft.values.Description}
              disabled={form.isBusy}
              onBlur={() => touch('Description')}
              onChange={(event) => form.writeMessage(event.target.value)}
            />
          )}
        </FormField>
      )}
      <UploadField
        label={copy.documents}
        hint={copy.documentsHint}
        id={fieldIds.Documents}
        entries={uploads.entries}
        error={shown('Documents')}
        isTouched={Boolean(shown('Documents'))}
        disabled={form.isBusy}
        onPick={(file) => {
          touch('Documents');
          uploads.add(file);
        }}
        onRemove={(key) => void uploads.remove(key)}
        onRetry={uploads.retry}
      />
      <CheckboxField
        id={fieldIds.Authorised}
        label={copy.authorised}
        checked={form.isAuthorised}
        error={authorisedError}
        disabled={form.isBusy}
        onBlur={() => touch('Authorised')}
        onChange={form.setIsAuthorised}
      />
      <p className="send-documents__contact">
        {copy.question} <Link to="/contactus">{messages.sendDocuments.contactUsLink}</Link>
      </p>
      {form.phase === 'waitingForUploads' && (
        <p className="send-documents__waiting" role="status">
          {messages.uploadList.waitingForUploads}
        </p>
      )}
      <SubmitButton
        className="send-documents__actions"
        isBusy={form.isBusy}
        blockedReason={form.blockedReason}
        after={
          <button
            type="button"
            className="button button--secondary"
            disabled={form.isBusy}
            onClick={() => void form.discard()}
          >
            {messages.sendDocuments.discardDraft}
          </button>
        }
      >
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
