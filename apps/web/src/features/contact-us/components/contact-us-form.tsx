import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_MESSAGE_MAX,
  formatMessage,
  isOtherItem,
  isReimbursementItem,
  messages,
} from '@portal/contract';
import { useDropdownList } from '../../../api/dropdown-list';
import { useBranding } from '../../../api/get-information';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton, incompleteReason } from '../../../components/ui/submit-button';
import { UploadField } from '../../../components/ui/upload-field';
import { formatUploadError } from '../../../lib/error-alert';
import { useShownErrors } from '../../../lib/forms/field-messages';
import type { ContactUsField, useContactUs } from '../hooks/use-contact-us';
import { CharacterCount } from './character-count';
import { EnquiryProgress } from './enquiry-progress';

const m = messages.contactUs;

/** Labels are page copy; rules and messages come from the contract (part 2 §2, §5). */
const copy = {
  enquiryType: 'Enquiry Type',
  enquiryTypePlaceholder: 'Select an enquiry type',
  message: 'Message',
  reason: 'Reason',
  reasonHint: 'Tell us what your enquiry is about, in up to 25 characters.',
  reimbursementLink: 'Go to the Reimbursement Form',
  submit: 'Submit',
};

export const fieldIds: Record<ContactUsField, string> = {
  Category: 'contact-us-category',
  Message: 'contact-us-message',
  CustomCategory: 'contact-us-reason',
};
/** The fields as the page shows them: the first with an error takes focus on an early Submit. */
const visualOrder: ContactUsField[] = ['Category', 'CustomCategory', 'Message'];
const countId = 'contact-us-message-count';
const filesId = 'contact-us-files';

type Form = ReturnType<typeof useContactUs>;

/**
 * The enquiry (spec part 2 §2 "Contact us", §5): Enquiry Type (ContactCategories), the message with a
 * live count, a reason for Other, the Reimbursement pointer, files held until the form id exists, and
 * Submit, unavailable until a type is chosen and the form is valid: aria-disabled with the reason beside
 * it, so Tab reaches it; pressed then, every field's error shows and the first one takes focus (issue 30
 * item 4). A field's error shows once it was left.
 */
export function ContactUsForm({ form }: { form: Form }) {
  const categories = useDropdownList('ContactCategories');
  const { values, errors, uploads } = form;
  // A field's error shows once it was left, or every field's once Submit was pressed while unavailable.
  const [attempts, setAttempts] = useState(0);
  const { shown, touch } = useShownErrors(errors, fieldIds, attempts);
  const { providerName } = useBranding();
  const category = values.Category;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.isValid) {
      setAttempts((count) => count + 1);
      const first = visualOrder.find((field) => errors[field] !== undefined);
      if (first) document.getElementById(fieldIds[first])?.focus();
      return;
    }
    void form.submit();
  }

  return (
    <form className="contact-us__form" noValidate onSubmit={onSubmit}>
      {form.formErrors.length > 0 && (
        <div className="notice notice--warning contact-us__errors" role="alert">
          <p>{m.uploadFormFailed}</p>
          <ul>
            {form.formErrors.map((error, index) => (
              <li key={index}>{formatUploadError(error)}</li>
            ))}
          </ul>
        </div>
      )}
      <FormField
        label={copy.enquiryType}
        id={fieldIds.Category}
        error={shown('Category')}
        isTouched={Boolean(shown('Category'))}
      >
        {({ showError: _showError, ...props }) => (
          <select
            {...props}
            className="field__input field__select"
            value={category ? String(category.Id) : ''}
            disabled={form.isBusy}
            required
            onBlur={() => touch('Category')}
            onChange={(event) => {
              const item = categories.find((choice) => String(choice.Id) === event.target.value);
              form.change({ Category: item ? { Id: item.Id, Item: item.Item } : null });
            }}
          >
            <option value="">{copy.enquiryTypePlaceholder}</option>
            {categories.map((item) => (
              <option key={item.Id} value={item.Id}>
                {item.Item}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isReimbursementItem(category) && (
        <section className="notice contact-us__reimbursement" aria-label={m.reimbursementNotice}>
          <p>
            {m.reimbursementNotice} <Link to="/reimbursementform">{copy.reimbursementLink}</Link>
          </p>
        </section>
      )}
      {isOtherItem(category) && (
        <FormField
          label={copy.reason}
          hint={copy.reasonHint}
          id={fieldIds.CustomCategory}
          error={shown('CustomCategory')}
          isTouched={Boolean(shown('CustomCategory'))}
        >
          {({ showError: _showError, ...props }) => (
            <input
              {...props}
              className="field__input contact-us__reason"
              type="text"
              value={values.CustomCategory}
              disabled={form.isBusy}
              onBlur={() => touch('CustomCategory')}
              onChange={(event) => form.change({ CustomCategory: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField
        label={copy.message}
        id={fieldIds.Message}
        error={shown('Message')}
        isTouched={Boolean(shown('Message'))}
      >
        {({ showError: _showError, ...props }) => (
          <>
            <textarea
              {...props}
              aria-describedby={[props['aria-describedby'], countId].filter(Boolean).join(' ')}
              className="field__input contact-us__message"
              rows={8}
              placeholder={m.messagePlaceholder}
              value={values.Message}
              disabled={form.isBusy}
              onBlur={() => touch('Message')}
              onChange={(event) => form.change({ Message: event.target.value })}
            />
            <CharacterCount id={countId} value={values.Message} max={CONTACT_MESSAGE_MAX} />
          </>
        )}
      </FormField>
      <UploadField
        label={m.uploadDocuments}
        hint={m.fileHelp}
        id={filesId}
        entries={uploads.entries}
        disabled={!category || form.isBusy}
        onPick={(file) => uploads.add(file)}
        onRemove={(key) => void uploads.remove(key)}
        onRetry={uploads.retry}
      />
      <EnquiryProgress stage={form.stage} entries={uploads.entries} />
      <div role="status">
        {form.isKeptOnDevice && (
          <p className="notice">
            {formatMessage(messages.formDrafts.keptOnDevice, { provider: providerName })}
          </p>
        )}
      </div>
      <SubmitButton
        className="contact-us__actions"
        isBusy={form.isBusy}
        blockedReason={form.blockedReason ?? incompleteReason(form.isValid, copy.submit)}
      >
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
