import type { FormEvent, Ref } from 'react';
import { messages } from '@portal/contract';
import { useDropdownList } from '../../../api/dropdown-list';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ListSelect } from '../../../components/ui/list-select';
import { FormField } from '../../../components/ui/form-field';
import { UploadField } from '../../../components/ui/upload-field';
import { useShownErrors } from '../../../lib/forms/field-messages';
import { receiptKindFor } from '../hooks/reimbursement-rules';
import type { ReimbursementFormState } from '../hooks/use-reimbursement';
import { fieldIds } from './field-ids';
import { PayeeSection } from './payee-section';
import { ReceiptSubForm } from './receipt-sub-form';

/** Labels and hints are page copy; rules and messages come from the contract (part 2 §2, §5). */
export const formCopy = {
  receiptHeading: 'Your receipt',
  receiptType: 'Receipt type',
  receiptTypePlaceholder: 'Select a receipt type',
  receipt: 'Receipt',
  receiptHint:
    'Attach one file, below 10MB, of type .doc, .docx, .heic, .jpeg, .jpg, .png, .pdf, .tif, .tiff, .txt, .xls or .xlsx.',
  declarationHeading: 'Declaration',
  disclaimer:
    'I declare that the information I have given is true and correct, and that I have not claimed this expense from anyone else.',
};

/**
 * Edit mode of the reimbursement form (spec part 2 §2, §5): who to pay, receipt type (ReceiptTypes)
 * and its sub-form, the one receipt file, the disclaimer, Next and Discard draft. Errors show once a
 * field was left or Next pressed; the summary takes focus on each Next.
 */
export function ReimbursementForm({
  form,
  headingRef,
}: {
  form: ReimbursementFormState;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const types = useDropdownList('ReceiptTypes');
  const { draft, uploads, errors, attemptCount } = form;
  const type = draft.values.DocumentType;
  const kind = receiptKindFor(type);
  const { shown, touch, summary } = useShownErrors(errors, fieldIds, attemptCount);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.next();
  }

  const disclaimerError = shown('Disclaimer');
  const isUploading = uploads.entries.some((entry) => entry.state === 'uploading');
  return (
    <form className="reimbursement__form" noValidate onSubmit={onSubmit}>
      <ErrorSummary items={summary} focusKey={attemptCount} />
      <PayeeSection form={form} shown={shown} touch={touch} headingRef={headingRef} />

      <h2 className="reimbursement__heading">{formCopy.receiptHeading}</h2>
      <FormField
        label={formCopy.receiptType}
        id={fieldIds.DocumentType}
        error={shown('DocumentType')}
        isTouched={Boolean(shown('DocumentType'))}
      >
        {({ showError: _showError, ...props }) => (
          <ListSelect
            {...props}
            items={types}
            value={type}
            placeholder={formCopy.receiptTypePlaceholder}
            disabled={form.isSubmitting}
            onBlur={() => touch('DocumentType')}
            onChange={form.chooseReceiptType}
          />
        )}
      </FormField>
      {kind && <ReceiptSubForm kind={kind} form={form} shown={shown} touch={touch} />}
      <UploadField
        label={formCopy.receipt}
        hint={formCopy.receiptHint}
        id={fieldIds.Documents}
        entries={uploads.entries}
        error={shown('Documents')}
        isTouched={Boolean(shown('Documents'))}
        disabled={form.isSubmitting}
        onPick={(file) => {
          touch('Documents');
          form.pickReceipt(file);
        }}
        onRemove={(key) => void uploads.remove(key)}
        onRetry={uploads.retry}
      />

      <h2 className="reimbursement__heading">{formCopy.declarationHeading}</h2>
      <CheckboxField
        id={fieldIds.Disclaimer}
        label={formCopy.disclaimer}
        checked={form.isDisclaimerTicked}
        error={disclaimerError}
        disabled={form.isSubmitting}
        onBlur={() => touch('Disclaimer')}
        onChange={form.setIsDisclaimerTicked}
      />
      {isUploading && (
        <p className="reimbursement__note" role="status">
          {messages.uploadList.waitingForUploads}
        </p>
      )}
      <div className="reimbursement__actions">
        <button type="submit" className="button button--primary" disabled={form.isBusy}>
          {messages.reimbursement.next}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={form.isSubmitting}
          onClick={() => void form.discard()}
        >
          {messages.reimbursement.discardDraft}
        </button>
      </div>
    </form>
  );
}
