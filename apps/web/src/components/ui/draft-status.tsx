import { formatMessage, messages } from '@portal/contract';
import { formatSavedTime } from '../../lib/drafts/saved-time';
import './draft-status.css';

export interface DraftStatusProps {
  savedAt: Date | null;
  isSaving: boolean;
  hasSaveFailed: boolean;
}

const m = messages.formDrafts;

/**
 * Where a form's draft stands (issue 11): "Saved at h:mm" only after the server answered a save,
 * "Saving..." while one is on its way, and a plain warning when the last one failed. A polite live
 * region, so the claimant hears it without losing their place.
 */
export function DraftStatus({ savedAt, isSaving, hasSaveFailed }: DraftStatusProps) {
  let text = '';
  // The last answered save stays shown while the next is on its way, so typing does not flicker.
  if (hasSaveFailed) text = m.notSaved;
  else if (savedAt) text = formatMessage(m.savedAt, { time: formatSavedTime(savedAt) });
  else if (isSaving) text = m.saving;
  return (
    <p className={hasSaveFailed ? 'draft-status draft-status--failed' : 'draft-status'} role="status">
      {text}
    </p>
  );
}
