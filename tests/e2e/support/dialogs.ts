// Browser alerts (spec part 1 §8: errors show in a browser alert). Playwright would dismiss them
// silently; journeys record their texts instead, so a failure can say what the user was told.
import type { Page } from 'playwright-core';

export interface DialogLog {
  /** Every alert, confirm or prompt text, in order. */
  readonly texts: string[];
  /** Answers the next dialog with Cancel instead of OK (a confirm the user declines). */
  dismissNext(): void;
}

/** Accepts every dialog the page opens (but one the journey declines) and keeps its text. */
export function recordDialogs(page: Page): DialogLog {
  let isNextDismissed = false;
  const log: DialogLog = {
    texts: [],
    dismissNext: () => {
      isNextDismissed = true;
    },
  };
  page.on('dialog', (dialog) => {
    log.texts.push(dialog.message());
    const answer = isNextDismissed ? dialog.dismiss() : dialog.accept();
    isNextDismissed = false;
    void answer.catch(() => undefined);
  });
  return log;
}
