// The JavaScript each route of the built web app loads on a first visit (issue 10 "A fast first load"),
// shared by `npm run bench` (per-route table) and the e2e budget check (tests/e2e/script-budget.e2e.ts).
// Chromium opens the route in a fresh context (empty cache, no service worker) and records every
// same-origin request of type "script" (module scripts and modulepreloads; a <link rel="prefetch"> of
// a later route is not counted) until the network is idle. Each script is then fetched again with
// Accept-Encoding gzip, br and identity, and the bytes the server sends are counted, so the sizes are
// what a browser transfers from this server, not an estimate from the files on disk.
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';

/**
 * The routes the bench reports; a new screen is one more line. `session`: 'none' (signed out),
 * 'signedIn' (a full session) or 'claim' (a full session with the first claim selected). `state`:
 * the history state a route needs because the app opens it only from its own links (route-guards.ts).
 */
export const measuredRoutes = [
  { path: '/login', session: 'none' },
  { path: '/claims', session: 'signedIn' },
  { path: '/claim', session: 'claim' },
  { path: '/inbox', session: 'claim' },
  { path: '/sent-items', session: 'claim', state: { sentData: true } },
  { path: '/account', session: 'claim' },
];

// The web app's session keys and shapes (apps/web/src/lib/session-store.ts). If they drift, a
// signed-in route lands on /login and measureRouteScripts says so instead of measuring /login.
const userKey = 'portal.user';
const claimKey = 'portal.selectedClaim';

/** The bytes the server sends for a URL when the client accepts only `encoding`. */
export function transferredBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        resolve({ bytes, contentEncoding: response.headers['content-encoding'] ?? 'identity' });
      });
      response.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

async function postJson(baseUrl, path, body) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * localStorage entries of a browser signed in (Remember me) as the given claimant, through the API;
 * the server must not ask for an access code (SIGNIN_VERIFICATION=never).
 */
export async function signedInStorage(baseUrl, credentials, withClaim) {
  const login = await postJson(baseUrl, '/api/account/login', {
    AccessToken: '',
    EmailAddress: credentials.email,
    Password: credentials.password,
    RememberMe: true,
    DeviceType: 0,
  });
  if (login.status !== 200 || login.body.AccountActivated !== 2) {
    throw new Error(`script sizes: sign-in failed (${login.status} ${JSON.stringify(login.body)})`);
  }
  const token = login.body.AccessToken;
  const entries = [
    { name: userKey, value: JSON.stringify({ AccessToken: token, isOneTimePassword: false }) },
  ];
  if (withClaim) {
    const claims = await postJson(baseUrl, '/api/claim/getclaims', { AccessToken: token });
    const claim = Array.isArray(claims.body) ? claims.body[0] : undefined;
    if (!claim) throw new Error(`script sizes: no claim to select (${JSON.stringify(claims.body)})`);
    const selected = await postJson(baseUrl, '/api/claim/selectclaim', {
      AccessToken: token,
      Number: claim.Number,
      Date: claim.Date,
    });
    if (selected.body !== true)
      throw new Error(`script sizes: selectclaim answered ${JSON.stringify(selected.body)}`);
    // As the claims page stores it (lib/session-store.ts): the number of claims comes with the choice.
    const stored = { Number: claim.Number, Date: claim.Date, ClaimCount: claims.body.length };
    entries.push({ name: claimKey, value: JSON.stringify(stored) });
  }
  return entries;
}

// Runs in the page before its own scripts: keeps every layout shift not caused by input.
function recordLayoutShifts() {
  globalThis.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput)
        globalThis.__layoutShifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as web-vitals defines it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let current = 0;
  let first = 0;
  let previous = 0;
  for (const { value, time } of shifts) {
    if (current > 0 && time - previous < 1000 && time - first < 5000) {
      current += value;
    } else {
      current = value;
      first = time;
    }
    previous = time;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function scriptUrlsOf(browser, baseUrl, route, storage, viewport) {
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: storage.length > 0 ? [{ origin: baseUrl, localStorage: storage }] : [],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    const urls = new Set();
    const origin = new URL(baseUrl).origin;
    if (route.state) {
      // React Router keeps a location's state in history.state.usr, which a reload keeps; /healthz
      // is a same-origin page that loads no script.
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate(
        ({ state, path }) =>
          globalThis.history.replaceState({ usr: state, key: 'measure', idx: 0 }, '', path),
        { state: route.state, path: route.path },
      );
    }
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && new URL(req.url()).origin === origin) urls.add(req.url());
    });
    if (route.state) await page.reload({ waitUntil: 'networkidle' });
    else await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== route.path) {
      throw new Error(
        `script sizes: ${route.path} (${route.session}) ended on ${landed}: the measurement's sign-in or route state no ` +
          'longer matches the web app (scripts/lib/route-scripts.mjs)',
      );
    }
    const shifts = await page.evaluate(() => globalThis.__layoutShifts ?? []);
    return { urls: [...urls], cls: cumulativeLayoutShift(shifts) };
  } finally {
    await context.close();
  }
}

/**
 * Per route: the scripts loaded, their bytes as sent with Accept-Encoding gzip / br / identity, and
 * the CLS of the load. Routes that need a session need `credentials` ({ email, password }).
 */
export async function measureRouteScripts({
  baseUrl,
  routes = measuredRoutes,
  credentials,
  viewport = { width: 375, height: 812 },
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumLaunchArgs] });
  try {
    const results = [];
    for (const route of routes) {
      if (route.session !== 'none' && !credentials) {
        throw new Error(`script sizes: ${route.path} needs a signed-in claimant's credentials`);
      }
      const storage =
        route.session === 'none'
          ? []
          : await signedInStorage(baseUrl, credentials, route.session === 'claim');
      const { urls, cls } = await scriptUrlsOf(browser, baseUrl, route, storage, viewport);
      const scripts = [];
      for (const url of urls) {
        const [identity, gzip, brotli] = await Promise.all(
          ['identity', 'gzip', 'br'].map((encoding) => transferredBytes(url, encoding)),
        );
        scripts.push({
          path: new URL(url).pathname,
          bytes: identity.bytes,
          gzipBytes: gzip.bytes,
          gzipEncoding: gzip.contentEncoding,
          brotliBytes: brotli.bytes,
          brotliEncoding: brotli.contentEncoding,
        });
      }
      const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
      results.push({
        route: route.path,
        session: route.session,
        scripts,
        bytes: sum('bytes'),
        gzipBytes: sum('gzipBytes'),
        brotliBytes: sum('brotliBytes'),
        cls,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

export const routeTableHeader = () =>
  `${'route'.padEnd(16)} ${'scripts'.padStart(7)} ${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)} ` +
  `${'br KiB'.padStart(9)} ${'CLS'.padStart(7)}`;

export const routeTableRow = (result) =>
  `${result.route.padEnd(16)} ${String(result.scripts.length).padStart(7)} ${kib(result.bytes).padStart(9)} ` +
  `${kib(result.gzipBytes).padStart(9)} ${kib(result.brotliBytes).padStart(9)} ${result.cls.toFixed(3).padStart(7)}`;
