import { endpoints, isOtherItem, type ContactUsForm, type UploadContactFormRequest } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import type { UploadTarget } from '../../../lib/uploads/upload-list';

/** The step a failed enquiry stopped at: each fails with its own words (part 2 §8). */
export type EnquiryStage = 'form' | 'files' | 'submit';

export class EnquiryFailure extends Error {
  readonly stage: EnquiryStage;
  constructor(stage: EnquiryStage, cause: unknown) {
    super(`Contact us enquiry failed at ${stage}`, { cause });
    this.name = 'EnquiryFailure';
    this.stage = stage;
  }
}

/** Each held file goes to uploadcontactfile with the Identifier step 1 answered (part 2 §3 "FormId"). */
export function contactUploadTarget(formId: string): UploadTarget {
  return {
    upload: async (file, onProgress, signal) =>
      (await uploadFile(endpoints.uploadContactFile, { FormId: formId }, file, { onProgress, signal }))
        .FileId,
    discard: (fileId) => callEndpoint(endpoints.discardFile, { FileId: fileId }),
  };
}

/** The wire enquiry: Category as the item's Id, CustomCategory only for Other (part 2 §3). */
export function toUploadContactFormRequest(
  form: ContactUsForm,
): Omit<UploadContactFormRequest, 'AccessToken'> {
  if (!form.Category) throw new Error('An enquiry type is required before sending');
  return {
    Category: form.Category.Id,
    Message: form.Message,
    ...(isOtherItem(form.Category) ? { CustomCategory: form.CustomCategory ?? '' } : {}),
  };
}

async function step<T>(stage: EnquiryStage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (failure) {
    throw new EnquiryFailure(stage, failure);
  }
}

export interface EnquirySteps {
  /** Step 2: the upload list's sendQueued, one file at a time with progress. */
  sendFiles: (target: UploadTarget) => Promise<unknown>;
  /** Told when a step starts, so the page can say what is happening. */
  onStage: (stage: EnquiryStage) => void;
  /** The request of Things to do the enquiry completes (issue 32), named on the last step. */
  taskId?: string | undefined;
}

/**
 * The three contact-us steps (spec part 2 §4 "Contact us"): uploadcontactform answers an Identifier;
 * each attached file is uploaded with that FormId, one by one; submitcontactform with the FormId.
 * Rejects with an EnquiryFailure naming the step. Answers the form id.
 */
export async function sendEnquiry(form: ContactUsForm, steps: EnquirySteps): Promise<string> {
  steps.onStage('form');
  const { Identifier } = await step('form', () =>
    callEndpoint(endpoints.uploadContactForm, toUploadContactFormRequest(form)),
  );
  steps.onStage('files');
  await step('files', () => steps.sendFiles(contactUploadTarget(Identifier)));
  steps.onStage('submit');
  const task = steps.taskId === undefined ? {} : { TaskId: steps.taskId };
  await step('submit', () => callEndpoint(endpoints.submitContactForm, { FormId: Identifier, ...task }));
  return Identifier;
}
