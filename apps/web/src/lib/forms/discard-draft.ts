import { messages } from '@portal/contract';
import { failureText } from '../error-alert';

/**
 * Discard of a form's draft (spec part 2 §2/§4), one sequence for every form with a draft: the
 * claimant confirms; uploads on their way stop first, so none can land in the draft after it was
 * discarded; the draft goes on the server; then the file list is emptied and the form is left without
 * the unsaved-changes question. A failed discard says so and keeps everything.
 */
export async function discardDraft(steps: {
  confirmText: string;
  draft: { discard: () => Promise<unknown> };
  uploads: { cancelUploads: () => void; reset: () => void };
  allowLeave: () => void;
  leave: () => void;
}): Promise<void> {
  if (!window.confirm(steps.confirmText)) return;
  steps.uploads.cancelUploads();
  try {
    await steps.draft.discard();
  } catch (failure) {
    window.alert(failureText(failure, messages.alerts.requestFailed));
    return;
  }
  steps.uploads.reset();
  steps.allowLeave();
  steps.leave();
}
