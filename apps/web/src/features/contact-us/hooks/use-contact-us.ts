import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { contactUsFormSchema, messages, type ErrorItem, type IdItem } from '@portal/contract';
import { ApiError } from '../../../lib/api-error';
import { useIsOnline } from '../../../lib/drafts/connection';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import { useDeviceFormCopy } from '../../../lib/drafts/use-device-form-copy';
import { errorsOf } from '../../../lib/error-alert';
import { useSubmitSequence } from '../../../lib/forms/use-submit-sequence';
import { alertUploadFailure } from '../../../lib/upload';
import { useSession } from '../../../lib/use-session';
import { useUploadList } from '../../../lib/uploads/use-upload-list';
import { EnquiryFailure, contactUploadTarget, sendEnquiry, type EnquiryStage } from '../api/send-enquiry';

export type ContactUsField = 'Category' | 'Message' | 'CustomCategory';
export type FieldErrors = Partial<Record<ContactUsField, string>>;

export interface ContactUsValues {
  Category: IdItem | null;
  Message: string;
  CustomCategory: string;
}

/** The first message per field of the contract's contact-us rules (part 2 §5). */
export function contactUsErrors(values: ContactUsValues): FieldErrors {
  const result = contactUsFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as ContactUsField] ??= issue.message;
  return errors;
}

/** Pushed for the provider's tag manager (part 2 §4 "records a tracking event"); no personal data. */
function trackEnquirySubmitted() {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'contact_us_submitted' });
}

/**
 * The contact-us form's state (spec part 2 §2, §4, §5, §8): the fields, the shared upload list in its
 * queued mode (files wait until uploadcontactform answers the FormId), the shared submit sequence, and
 * the three steps with what each failure says: "Failed to upload form" with the server's errors listed
 * on the page; "Failed to submit form" with the files' progress reset.
 */
export function useContactUs() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactUsValues>({ Category: null, Message: '', CustomCategory: '' });
  const { claim } = useSession();
  const scope = claim?.Number ?? '';
  // The list's own target only discards (no FormId needed); sending takes one with the FormId.
  // Files picked offline wait on the device (under the same session tag as the fields) until Submit.
  const uploads = useUploadList({
    target: contactUploadTarget(''),
    startOnAdd: false,
    onRefused: (message) => window.alert(message),
    keepOffline: { formKey: draftFormKeys.contactUs, scope },
  });
  const sequence = useSubmitSequence(uploads);
  const deviceCopy = useDeviceFormCopy(draftFormKeys.contactUs, scope, values, setValues);
  const isOnline = useIsOnline();
  const { restore } = uploads;
  // Files an earlier visit (or a reload) left on the device come back into the queue.
  useEffect(() => {
    void restore();
  }, [restore]);
  const hasKeptFiles = uploads.entries.some((entry) => entry.deviceId !== undefined);
  const [stage, setStage] = useState<EnquiryStage | null>(null);
  const [formErrors, setFormErrors] = useState<ErrorItem[]>([]);
  const errors = contactUsErrors(values);
  const isValid = Object.keys(errors).length === 0;

  function change(patch: Partial<ContactUsValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function fail(failure: unknown) {
    const cause = failure instanceof EnquiryFailure ? failure.cause : failure;
    // The files go again, from the first, with the next attempt's form id (part 2 §8 "progress reset").
    uploads.requeue();
    // An expired session already signed the user out and went to /login.
    if (cause instanceof ApiError && cause.isSessionExpired) return;
    const stageFailed = failure instanceof EnquiryFailure ? failure.stage : 'submit';
    if (stageFailed === 'form') {
      setFormErrors(errorsOf(cause));
      window.alert(messages.contactUs.uploadFormFailed);
    } else if (stageFailed === 'files') {
      alertUploadFailure(cause);
    } else {
      window.alert(messages.contactUs.submitFailed);
    }
  }

  async function submit() {
    if (!isValid) return;
    await sequence.run(async () => {
      setFormErrors([]);
      const form = contactUsFormSchema.parse(values);
      try {
        await sendEnquiry(form, { sendFiles: uploads.sendQueued, onStage: setStage });
      } catch (failure) {
        setStage(null);
        fail(failure);
        return;
      }
      setStage(null);
      trackEnquirySubmitted();
      deviceCopy.clear();
      uploads.reset();
      void navigate('/thankyou-contact-us');
    });
  }

  return {
    values,
    change,
    errors,
    isValid,
    uploads,
    stage,
    formErrors,
    isBusy: sequence.isBusy,
    blockedReason: sequence.blockedReason,
    isKeptOnDevice: deviceCopy.isKeptOnDevice || (hasKeptFiles && !isOnline),
    submit,
  };
}
