import { formatMessage, messages } from '@portal/contract';

/**
 * Why Save cannot be pressed yet (issue 30 item 4): nothing changed, or something is missing or wrong.
 * Both flags are read first, always: React Hook Form only keeps a formState flag up to date once a
 * render has read it, and a short-circuit that skipped isValid while the form was untouched left it
 * false for good.
 */
export function saveBlockedReason(
  state: { isDirty: boolean; isValid: boolean },
  isComplete = true,
): string | null {
  const { isDirty, isValid } = state;
  const action = messages.myDetails.save.toLowerCase();
  if (!isDirty) return formatMessage(messages.shell.submitBlocked.unchanged, { action });
  return isValid && isComplete ? null : formatMessage(messages.shell.submitBlocked.incomplete, { action });
}
