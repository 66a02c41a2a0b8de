import {
  endpoints,
  isOtherItem,
  type PersonalDetailsForm,
  type UpdatePersonalDetailsRequest,
} from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import type { UploadTarget } from '../../../lib/uploads/upload-list';

/** Page copy for the loading overlay while the change request is sent (part 1 §4 "Other"). */
export const SENDING_MESSAGE = 'Sending your personal details...';

/** The step a failed send stopped at: the upload step alerts differently (part 1 §8). */
export type SendStage = 'details' | 'upload' | 'submit';

export class SendFailure extends Error {
  readonly stage: SendStage;
  constructor(stage: SendStage, cause: unknown) {
    super(`Personal details change failed at ${stage}`, { cause });
    this.name = 'SendFailure';
    this.stage = stage;
  }
}

/** The queued files go to uploaddetailsfile with the FormId the details call answered. */
export function detailsUploadTarget(formId: string): UploadTarget {
  return {
    upload: async (file, onProgress, signal) =>
      (await uploadFile(endpoints.uploadDetailsFile, { FormId: formId }, file, { onProgress, signal }))
        .FileId,
    discard: (fileId) => callEndpoint(endpoints.discardFile, { FileId: fileId }),
  };
}

/** The wire request for updatepersonaldetails: Reason as the item's Id, OtherReason only for Other. */
export function toPersonalDetailsRequest(
  form: PersonalDetailsForm,
): Omit<UpdatePersonalDetailsRequest, 'AccessToken'> {
  const reason = form.Reason;
  if (!reason) throw new Error('A reason is required before sending');
  const middle = form.MiddleNames?.trim() ?? '';
  return {
    Title: form.Title,
    FirstName: form.FirstName.trim(),
    ...(middle ? { MiddleNames: middle } : {}),
    Surname: form.Surname.trim(),
    DateOfBirth: form.DateOfBirth.trim(),
    Reason: reason.Id,
    ...(isOtherItem(reason) ? { OtherReason: form.OtherReason?.trim() ?? '' } : {}),
  };
}

async function step<T>(stage: SendStage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (failure) {
    throw new SendFailure(stage, failure);
  }
}

/**
 * Sends a personal-details change request (spec part 1 §4 "My Details", §7): the details first
 * (updatepersonaldetails answers the form id), then the queued files one by one with that FormId
 * (`sendFiles`: the shared upload list's sendQueued, progress in percent), then the final
 * submitdetailsrequest with the FormId. It is a request to the provider, not an edit of the record.
 * Rejects with a SendFailure naming the step.
 */
export async function sendPersonalDetailsChange(
  form: PersonalDetailsForm,
  sendFiles: (target: UploadTarget) => Promise<unknown>,
): Promise<string> {
  const { Identifier } = await step('details', () =>
    callEndpoint(endpoints.updatePersonalDetails, toPersonalDetailsRequest(form), {
      loadingMessage: SENDING_MESSAGE,
    }),
  );
  await step('upload', () => sendFiles(detailsUploadTarget(Identifier)));
  await step('submit', () =>
    callEndpoint(endpoints.submitDetailsRequest, { FormId: Identifier }, { loadingMessage: SENDING_MESSAGE }),
  );
  return Identifier;
}
