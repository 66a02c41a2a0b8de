import { messages } from '@portal/contract';

/**
 * "Please wait. We are processing your request." while a form submits (spec part 1 §2). The live
 * region stays in the page so the text is announced when it appears.
 */
export function ProcessingNotice({ isActive }: { isActive: boolean }) {
  return (
    <p className="processing-notice" role="status" aria-live="polite">
      {isActive ? messages.shell.processing : ''}
    </p>
  );
}
