// Cumulative layout shift as the browser measures it (Layout Instability API, the number Lighthouse
// reports as CLS): every layout-shift entry without recent input, summed from the first paint.
import type { BrowserContext, Page } from 'playwright-core';

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

/** The shifts recorded in the page so far and their sum (the page's CLS). */
export async function layoutShiftsOf(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
