import { useState } from 'react';
import { contactUsFormSchema, messages, type ErrorItem, type IdItem } from '@portal/contract';
import { useFormTask } from '../../../components/ui/use-form-task';
import { ApiError } from '../../../lib/api-error';
import { useDraftForm } from '../../../lib/draft-form/use-draft-form';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import { errorsOf, failureText } from '../../../lib/error-alert';
import { firstMessagePerField } from '../../../lib/forms/field-messages';
import { alertUploadFailure } from '../../../lib/upload';
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
  return result.success ? {} : firstMessagePerField<ContactUsField>(result.error.issues);
}

/** Pushed for the provider's tag manager (part 2 §4 "records a tracking event"); no personal data. */
function trackEnquirySubmitted() {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'contact_us_submitted' });
}

/**
 * The contact-us form (spec part 2 §2, §4, §5, §8) as a configuration of the shared draft form: no
 * server draft but a device copy (issue 15), the upload list in its queued mode (files wait until
 * uploadcontactform answers the FormId), no leave question, and the three steps with what each failure
 * says: "Failed to upload form" with the server's errors listed on the page; "Failed to submit form"
 * with the files' progress reset.
 */
export function useContactUs() {
  const task = useFormTask();
  const [stage, setStage] = useState<EnquiryStage | null>(null);
  const [formErrors, setFormErrors] = useState<ErrorItem[]>([]);
  const form = useDraftForm({
    formKey: draftFormKeys.contactUs,
    // Files picked offline wait on the device (under the same session tag as the fields) until Submit.
    storage: {
      kind: 'device',
      initial: { Category: null, Message: '', CustomCategory: '' } as ContactUsValues,
    },
    // The list's own target only discards (no FormId needed); sending takes one with the FormId.
    uploads: { target: contactUploadTarget(''), startOnAdd: false },
    asksBeforeLeaving: false,
    submit: {
      prepare: (latest) => {
        setFormErrors([]);
        return contactUsFormSchema.parse(latest);
      },
      send: async (enquiry) => {
        try {
          await sendEnquiry(enquiry, {
            sendFiles: form.uploads.sendQueued,
            onStage: setStage,
            taskId: task.taskId,
          });
        } finally {
          setStage(null);
        }
      },
      onFailure: fail,
      onSent: () => {
        trackEnquirySubmitted();
        task.sent();
      },
      thankYou: () => ({
        to: '/thankyou-contact-us',
        state: task.taskId === undefined ? undefined : { isTaskCompleted: true },
      }),
    },
  });
  const { draft, uploads } = form;
  const { values } = draft;
  const errors = contactUsErrors(values);
  const isValid = Object.keys(errors).length === 0;

  function change(patch: Partial<ContactUsValues>) {
    draft.change((current) => ({ ...current, ...patch }));
  }

  function fail(failure: unknown) {
    const cause = failure instanceof EnquiryFailure ? failure.cause : failure;
    // The files go again, from the first, with the next attempt's form id (part 2 §8 "progress reset").
    uploads.requeue();
    // An expired session already signed the user out and went to /login.
    if (cause instanceof ApiError && cause.isSessionExpired) return;
    // Refused for its request (300, 301): the page says so; the form and its files wait (ADR 0041).
    if (task.refused(cause)) return;
    const stageFailed = failure instanceof EnquiryFailure ? failure.stage : 'submit';
    if (stageFailed === 'form') {
      setFormErrors(errorsOf(cause));
      window.alert(messages.contactUs.uploadFormFailed);
    } else if (stageFailed === 'files') {
      alertUploadFailure(cause);
    } else {
      window.alert(failureText(cause, messages.contactUs.submitFailed));
    }
  }

  async function submit() {
    if (!isValid) return;
    await form.submit();
  }

  return {
    values,
    change,
    errors,
    isValid,
    uploads,
    stage,
    formErrors,
    isBusy: form.isBusy,
    blockedReason: form.blockedReason,
    isKeptOnDevice: form.isKeptOnDevice,
    submit,
    task,
  };
}
