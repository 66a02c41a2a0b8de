import { useId, type ReactNode } from 'react';
import { formatMessage, messages } from '@portal/contract';

export interface SubmitButtonProps {
  children: ReactNode;
  /** A call is running: the button is disabled outright, so it cannot be sent twice. */
  isBusy?: boolean;
  /** Why the form cannot be sent yet (null when it can): said next to the button and announced. */
  blockedReason: string | null;
  /** The row's class (e.g. a form's actions row). */
  className?: string;
  /** Buttons that sit beside it in the same row (Cancel), before the reason. */
  after?: ReactNode;
}

/**
 * The reason a submit button gives while its form is not valid yet ("Fill in every field above correctly
 * to save."), named by the button's own words; null once the form is valid.
 */
export function incompleteReason(isValid: boolean, buttonText: string): string | null {
  return isValid
    ? null
    : formatMessage(messages.shell.submitBlocked.incomplete, { action: buttonText.toLowerCase() });
}

/**
 * A form's submit button that the spec keeps "disabled until the form is valid" (part 1 §2, §5) without
 * hiding it (issue 30 item 4, WCAG 3.3.1 and 4.1.3): while the form is not ready the button is
 * aria-disabled, so Tab still reaches it and a screen reader says it is unavailable and why; the reason
 * is written beside it in a polite live region. Pressing it then, or Enter in a field, does not send
 * anything: the form's own validation runs instead and shows and focuses what is missing.
 */
export function SubmitButton({
  children,
  isBusy = false,
  blockedReason,
  className = '',
  after,
}: SubmitButtonProps) {
  const reasonId = useId();
  const isBlocked = blockedReason !== null && blockedReason !== '';
  return (
    <div className={['submit-row', className].filter(Boolean).join(' ')}>
      <button
        type="submit"
        className="button button--primary"
        disabled={isBusy}
        aria-disabled={isBlocked || undefined}
        aria-describedby={isBlocked ? reasonId : undefined}
      >
        {children}
      </button>
      {after}
      <p id={reasonId} className="submit-row__reason" aria-live="polite">
        {isBlocked ? blockedReason : ''}
      </p>
    </div>
  );
}
