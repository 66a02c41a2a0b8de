// Cumulative layout shift as the browser measures it (Layout Instability API, the number Lighthouse
// reports as CLS): every layout-shift entry without recent input, summed from the first paint.
import type { BrowserContext, Page } from 'playwright-core';
import { renderTimeoutMs } from './geometry.js';

/** One shift, with what moved, so a failing check says where to look. */
export interface LayoutShift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/** Starts recording in every page the context opens from now on, before the page's own scripts run. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => {
            const node = source.node as Element | null | undefined;
            const name = node ? `${node.nodeName.toLowerCase()}.${String(node.className)}` : '?';
            return `${name} ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded in the page so far and their sum (the page's CLS), once the page has painted:
 * before its first contentful paint there is nothing to have shifted, and a sum of nothing would pass.
 * Fails when the recorder was never installed (recordLayoutShifts), rather than answering no shift.
 */
export async function layoutShiftsOf(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  try {
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: renderTimeoutMs },
    );
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(`${page.url()} did not paint within ${renderTimeoutMs} ms: no layout shift to measure.`, {
      cause: error,
    });
  }
  const shifts = await page.evaluate(() => window.__layoutShifts ?? null);
  if (!shifts) throw new Error(`No layout shift recorder in ${page.url()}: call recordLayoutShifts first.`);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
