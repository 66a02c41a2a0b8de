// Waiting for a page's network to go quiet. Playwright's `networkidle` waits for 500 ms with no request
// at all after the load, on every navigation: about a third of the e2e suite's time went into those
// waits (the gate was past its 20 minutes). A page of the portal starts its next request within a few
// milliseconds of the last answer (a lazy screen's chunk, then its calls), so a quiet moment of
// QUIET_MS after the last request has ended says the same for this app, and each journey then waits for
// what it checks (a heading, the screen drawn, the loading placeholder gone).
import type { Page, Request } from 'playwright-core';

/** How long the page must have had no request on its way (see above). */
export const QUIET_MS = 150;
/** Past this a page that never goes quiet fails with the requests still on their way. */
const TIMEOUT_MS = 20_000;
const POLL_MS = 25;

export interface RequestTracker {
  /** Resolves once no request counted is on its way and none has started or ended for `quietMs`. */
  quiet(quietMs?: number): Promise<void>;
}

/** Counts the page's requests from now on (only those `counts` accepts, by default all). */
export function trackRequests(page: Page, counts: (url: URL) => boolean = () => true): RequestTracker {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!counts(new URL(request.url()))) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs = QUIET_MS) {
      const deadline = Date.now() + TIMEOUT_MS;
      while (pending.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...pending].map((request) => request.url()).join(', ');
          throw new Error(`${pending.size} request(s) still on their way after ${TIMEOUT_MS} ms: ${urls}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
