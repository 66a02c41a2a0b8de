// Browser alerts (spec part 1 §8: errors show in a browser alert). Playwright would dismiss them
// silently; journeys record their texts instead, so a failure can say what the user was told.
import type { Page } from 'playwright-core';

export interface DialogLog {
  /** Every alert, confirm or prompt text, in order. */
  readonly texts: string[];
}

/** Accepts every dialog the page opens and keeps its text. */
export function recordDialogs(page: Page): DialogLog {
  const log: DialogLog = { texts: [] };
  page.on('dialog', (dialog) => {
    log.texts.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  return log;
}
