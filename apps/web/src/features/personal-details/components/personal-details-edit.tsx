import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPersonalDetailsFormSchema,
  formatMessage,
  isOtherItem,
  messages,
  type Account,
  type PersonalDetailsForm,
} from '@portal/contract';
import type { z } from 'zod/mini';
import { DateInput } from '../../../components/ui/date-input';
import { FileUpload, type UploadItem } from '../../../components/ui/file-upload';
import { FormField, FormInput } from '../../../components/ui/form-field';
import { SubmitButton, incompleteReason } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-error';
import { useBranding } from '../../../api/get-information';
import { clearSecureUpdateToken } from '../../../lib/secure-update-token';
import { failureText } from '../../../lib/error-alert';
import { alertUploadFailure } from '../../../lib/upload';
import type { UploadEntry } from '../../../lib/uploads/upload-list';
import { useUploadList } from '../../../lib/uploads/use-upload-list';
import { useDropdownList } from '../../../api/dropdown-list';
import {
  SendFailure,
  SENDING_MESSAGE,
  detailsUploadTarget,
  sendPersonalDetailsChange,
} from '../api/send-personal-details';
import './personal-details-edit.css';

type FormInputValues = z.input<ReturnType<typeof createPersonalDetailsFormSchema>>;

export interface PersonalDetailsEditProps {
  account: Account;
  /** Back to the read view (the page reloads the account and clears the secure token). */
  onCancel: () => void;
  /**
   * The change request was sent. The page reloads the account, returns to read mode and shows
   * `toast` ("Your Personal Details have been sent to TAC for approval"), since this form unmounts.
   */
  onSaved: (toast: string) => void;
}

/** Field labels are page copy; rules and messages come from the contract (part 1 §2, §5). */
const labels = {
  Title: 'Title',
  FirstName: 'First name',
  MiddleNames: 'Middle name(s) (optional)',
  Surname: 'Surname',
  DateOfBirth: 'Date of birth',
  Reason: messages.myDetails.personalDetails.reason,
  OtherReason: messages.myDetails.personalDetails.otherReason,
  files: messages.myDetails.personalDetails.supportingFiles,
};
const fileHint = 'Add one file at a time, each below 10MB.'; // page copy
const reasonPlaceholder = 'Select a reason'; // page copy
const DEFAULT_TITLE = 'Mr'; // preselected (part 1 §3 "Titles fixed ... preselected Mr")

/** The shared upload list's rows as the picker shows them: queued or failed files wait to be sent. */
function toUploadItem(entry: UploadEntry & { file: File }): UploadItem {
  const status = entry.state === 'uploading' ? 'uploading' : entry.fileId ? 'done' : 'queued';
  return { key: entry.key, file: entry.file, progress: entry.progress, status, fileId: entry.fileId };
}

const ids = {
  Title: 'personal-details-title',
  FirstName: 'personal-details-first-name',
  MiddleNames: 'personal-details-middle-names',
  Surname: 'personal-details-surname',
  DateOfBirth: 'personal-details-date-of-birth',
  Reason: 'personal-details-reason',
  OtherReason: 'personal-details-other-reason',
  files: 'personal-details-files',
};

/**
 * The personal-details change request (spec part 1 §2 "Personal details edit", §4, §5): title, names,
 * date of birth, reason (free text for Other) and optional supporting files queued here and uploaded
 * only after the details are accepted. Save is unavailable (aria-disabled, with the reason beside it) while
 * the form or reason is invalid; pressing it then shows and focuses what is missing (issue 30 item 4).
 */
export function PersonalDetailsEdit({ account, onCancel, onSaved }: PersonalDetailsEditProps) {
  const branding = useBranding();
  const titles = useDropdownList('Titles');
  const reasons = useDropdownList('UpdatePersonalReason');
  const schema = useMemo(() => createPersonalDetailsFormSchema(), []);
  // Files wait in the shared upload list until the details call answers their FormId (part 1 §4).
  // The list's own target only ever discards (which needs no FormId); sending takes one with the FormId.
  const uploads = useUploadList({ target: detailsUploadTarget(''), startOnAdd: false });
  const files = uploads.entries.flatMap((entry) =>
    entry.file ? [toUploadItem({ ...entry, file: entry.file })] : [],
  );
  const [toast, setToast] = useState<string | null>(null);
  const details = account.PersonalDetails;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<FormInputValues, unknown, PersonalDetailsForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      // Current values prefill the request; an unknown or empty title falls back to Mr.
      Title: details.Title || DEFAULT_TITLE,
      FirstName: details.FirstName,
      MiddleNames: details.MiddleNames,
      Surname: details.Surname,
      DateOfBirth: details.DateOfBirth,
      Reason: null,
      OtherReason: '',
    },
  });
  const reason = useWatch({ control, name: 'Reason' });
  const shown = (name: keyof FormInputValues) => Boolean(touchedFields[name]) || isSubmitted;
  const errorOf = (name: keyof FormInputValues) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  async function submit(values: PersonalDetailsForm) {
    setToast(null);
    try {
      await sendPersonalDetailsChange(values, uploads.sendQueued);
      const sent = formatMessage(messages.myDetails.toasts.personalDetailsSent, {
        provider: branding.providerName,
      });
      setToast(sent);
      clearSecureUpdateToken();
      onSaved(sent);
    } catch (failure) {
      const cause = failure instanceof SendFailure ? failure.cause : failure;
      // An expired session has already signed the user out and left the page.
      if (cause instanceof ApiError && cause.isSessionExpired) return;
      // Part 1 §4: reset file progress, toast, and alert; an upload shows its own error (§8).
      uploads.requeue();
      setToast(messages.myDetails.toasts.personalDetailsFailed);
      if (failure instanceof SendFailure && failure.stage === 'upload') alertUploadFailure(cause);
      else window.alert(failureText(cause, messages.alerts.submitFailed));
    }
  }

  return (
    <form className="personal-details-edit" noValidate onSubmit={handleSubmit(submit)}>
      {toast && (
        <p className="personal-details-edit__toast" role="status">
          {toast}
        </p>
      )}
      <Controller
        control={control}
        name="Title"
        render={({ field, fieldState }) => (
          <FormField
            label={labels.Title}
            id={ids.Title}
            error={fieldState.error?.message}
            isTouched={fieldState.isTouched || isSubmitted}
          >
            {({ showError: _showError, ...props }) => (
              <select
                {...props}
                ref={field.ref}
                name={field.name}
                className="field__input field__select"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                {/* Controlled, so the list arriving after the first render cannot change the choice;
                    a title the list lacks (or a list that failed) still shows the current one. */}
                {!titles.some((item) => item.Item === field.value) && (
                  <option value={field.value}>{field.value}</option>
                )}
                {titles.map((item) => (
                  <option key={item.Id} value={item.Item}>
                    {item.Item}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      />
      <FormInput
        {...register('FirstName')}
        id={ids.FirstName}
        label={labels.FirstName}
        autoComplete="given-name"
        error={errorOf('FirstName')}
        isTouched={shown('FirstName')}
      />
      <FormInput
        {...register('MiddleNames')}
        id={ids.MiddleNames}
        label={labels.MiddleNames}
        autoComplete="additional-name"
        error={errorOf('MiddleNames')}
        isTouched={shown('MiddleNames')}
      />
      <FormInput
        {...register('Surname')}
        id={ids.Surname}
        label={labels.Surname}
        autoComplete="family-name"
        error={errorOf('Surname')}
        isTouched={shown('Surname')}
      />
      <Controller
        control={control}
        name="DateOfBirth"
        render={({ field, fieldState }) => (
          <DateInput
            ref={field.ref}
            id={ids.DateOfBirth}
            name={field.name}
            label={labels.DateOfBirth}
            autoComplete="bday"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isTouched={fieldState.isTouched || isSubmitted}
          />
        )}
      />
      <Controller
        control={control}
        name="Reason"
        render={({ field, fieldState }) => (
          <FormField
            label={labels.Reason}
            id={ids.Reason}
            error={fieldState.error?.message}
            isTouched={fieldState.isTouched || isSubmitted}
          >
            {({ showError: _showError, ...props }) => (
              <select
                {...props}
                ref={field.ref}
                name={field.name}
                className="field__input field__select"
                value={field.value ? String(field.value.Id) : ''}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const item = reasons.find((choice) => String(choice.Id) === event.target.value);
                  field.onChange(item ? { Id: item.Id, Item: item.Item } : null);
                }}
              >
                <option value="">{reasonPlaceholder}</option>
                {reasons.map((item) => (
                  <option key={item.Id} value={item.Id}>
                    {item.Item}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      />
      {isOtherItem(reason) && (
        <FormField
          label={labels.OtherReason}
          id={ids.OtherReason}
          error={errorOf('OtherReason')}
          isTouched={shown('OtherReason')}
        >
          {({ showError: _showError, ...props }) => (
            <textarea {...props} {...register('OtherReason')} className="field__input" rows={3} />
          )}
        </FormField>
      )}
      <FileUpload
        id={ids.files}
        label={labels.files}
        hint={fileHint}
        items={files}
        disabled={isSubmitting}
        onAdd={(file) => uploads.add(file)}
        onDiscard={(item) => void uploads.remove(item.key)}
      />
      <p className="personal-details-edit__note">{messages.myDetails.personalDetails.effectNote}</p>
      {isSubmitting && (
        <p className="personal-details-edit__loading" role="status">
          {SENDING_MESSAGE}
        </p>
      )}
      <SubmitButton
        className="personal-details-edit__actions"
        isBusy={isSubmitting}
        blockedReason={incompleteReason(isValid, messages.myDetails.save)}
        after={
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={isSubmitting}
          >
            {messages.myDetails.cancel}
          </button>
        }
      >
        {messages.myDetails.save}
      </SubmitButton>
    </form>
  );
}
