import { defaultBranding, formatMessage, messages } from '@portal/contract';
import { formatSavedTime } from '../../lib/drafts/saved-time';
import './draft-status.css';

export interface DraftStatusProps {
  savedAt: Date | null;
  isSaving: boolean;
  hasSaveFailed: boolean;
  /** The latest changes wait on the device for the connection (issue 15). */
  isKeptOnDevice?: boolean;
  /** Who the draft will be sent to, from branding. */
  providerName?: string;
}

const m = messages.formDrafts;

/**
 * Where a form's draft stands (issue 11): "Saved at h:mm" only after the server answered a save,
 * "Saving..." while one is on its way, a plain warning when the last one failed, and "Offline — saved
 * on this device" while the draft waits for the connection (issue 15). One polite live region, so the
 * claimant hears each change without losing their place.
 */
export function DraftStatus({
  savedAt,
  isSaving,
  hasSaveFailed,
  isKeptOnDevice = false,
  providerName = defaultBranding.providerName,
}: DraftStatusProps) {
  let text = '';
  // The last answered save stays shown while the next is on its way, so typing does not flicker.
  if (isKeptOnDevice) text = formatMessage(m.savedOnDevice, { provider: providerName });
  else if (hasSaveFailed) text = m.notSaved;
  else if (savedAt) text = formatMessage(m.savedAt, { time: formatSavedTime(savedAt) });
  else if (isSaving) text = m.saving;
  return (
    <p className={hasSaveFailed ? 'draft-status draft-status--failed' : 'draft-status'} role="status">
      {text}
    </p>
  );
}
