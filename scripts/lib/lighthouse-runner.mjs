// Lighthouse 12 on Debian's Chromium against the built server (issue 15 "Speed, measured in the repo").
// Mobile preset with simulated throttling (Lighthouse's default config). Chromium starts once with a
// DevTools port; for a route that needs a session, a page signs in through the API (Remember me, so the
// session lives in localStorage) and Lighthouse keeps that storage (disableStorageReset).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';
import { signedInStorage } from './route-scripts.mjs';

/** The routes issue 15 names; `session` as in route-scripts.mjs. */
export const lighthouseRoutes = [
  { path: '/login', session: 'none' },
  { path: '/claim', session: 'claim' },
  { path: '/inbox', session: 'claim' },
  { path: '/reimbursementform', session: 'claim' },
  { path: '/services', session: 'claim' },
];

async function startChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn(
    chromiumPath(),
    [...chromiumLaunchArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    // Its own process group, so stopping it stops its helper processes too (see stop()).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on (ws:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  return {
    browser,
    port: Number(new URL(endpoint).port),
    stop: async () => {
      await browser.disconnect();
      const exited = new Promise((resolve) =>
        child.exitCode === null ? child.on('exit', resolve) : resolve(),
      );
      // The whole group: a helper process left running went on writing the profile folder while it
      // was being removed (ENOTEMPTY).
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100) / 100);

/**
 * Runs per route when LIGHTHOUSE_RUNS does not say: Lighthouse's own advice for a noisy machine is the
 * median of several runs. On the development machines one route's total blocking time moves between
 * about 190 and 830 ms from run to run with the same build (docs/adr/0033-benchmarks.md).
 */
export const defaultLighthouseRuns = 3;

/**
 * The routes from LIGHTHOUSE_ROUTES (paths of lighthouseRoutes, comma-separated, e.g. `/login` for an
 * A/B of two builds), or all of them.
 */
export function lighthouseRoutesFromEnv(env = process.env) {
  if (!env.LIGHTHOUSE_ROUTES) return lighthouseRoutes;
  const paths = env.LIGHTHOUSE_ROUTES.split(',').map((path) => path.trim());
  const unknown = paths.filter((path) => !lighthouseRoutes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new Error(
      `LIGHTHOUSE_ROUTES names ${unknown.join(', ')}; it takes ${lighthouseRoutes.map((r) => r.path).join(', ')}.`,
    );
  }
  return lighthouseRoutes.filter((route) => paths.includes(route.path));
}

/** The number of runs per route from LIGHTHOUSE_RUNS (1-15), or the default. */
export function lighthouseRunsFromEnv(env = process.env) {
  const value = Number(env.LIGHTHOUSE_RUNS ?? defaultLighthouseRuns);
  if (!Number.isInteger(value) || value < 1 || value > 15) {
    throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1 to 15, not ${env.LIGHTHOUSE_RUNS}.`);
  }
  return value;
}

/**
 * The run whose performance score is the median of `runs` (the lower middle one of an even number),
 * with every run's score as `performanceRuns`, lowest first.
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    ...median,
    performanceRuns: sorted.map((run) => run.performance),
    // Every run's reasons for a missing score, so a run shown as n/a says why.
    errors: [...new Set(runs.flatMap((run) => run.errors ?? []))],
    // The runs Lighthouse could not record at first and recorded when tried again (tryUntilRecorded).
    retriedRuns: runs.filter((run) => (run.tries ?? 1) > 1).length,
  };
}

/** Lighthouse's runtime error and each audit it could not complete, as `id: message`. */
export function runErrors(lhr) {
  const errors = [];
  if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const audit of Object.values(lhr.audits ?? {}))
    if (audit.scoreDisplayMode === 'error') errors.push(`${audit.id}: ${audit.errorMessage ?? 'error'}`);
  return errors;
}

/**
 * How many times one route's run is tried when Lighthouse could not record it (a runtime error such as
 * NO_NAVSTART, "Please run Lighthouse again"): seen on this machine in the first run after Chromium
 * started, now and then, for a route that scores 0.97-1.00 in every other run.
 */
export const lighthouseTries = 3;

/**
 * Calls `attempt` until its Lighthouse result has no runtime error, at most `tries` times; answers the
 * last result with `tries`, the number of calls it took.
 */
export async function tryUntilRecorded(attempt, tries = lighthouseTries) {
  for (let tried = 1; ; tried++) {
    const result = await attempt();
    if (!result.lhr.runtimeError || tried >= tries) return { ...result, tries: tried };
  }
}

/**
 * Runs Lighthouse `runs` times on each route, the routes taken in turn each time; answers one row per
 * route, its median run (medianRun) with scores and the three metrics, and the machine the runs had
 * (lighthouseMachine).
 */
export async function runLighthouse({ baseUrl, credentials, routes = lighthouseRoutes, runs = 1 }) {
  const loadAverageAtStart = loadavg();
  const byRoute = new Map(routes.map((route) => [route.path, []]));
  for (let run = 0; run < runs; run++) {
    for (const row of await runLighthouseOnce({ baseUrl, credentials, routes }))
      byRoute.get(row.route).push(row);
  }
  const allRuns = [...byRoute.values()].flat();
  return {
    rows: [...byRoute.values()].map(medianRun),
    machine: lighthouseMachine(allRuns, {
      cores: availableParallelism(),
      loadAverageAtStart,
      loadAverageAtEnd: loadavg(),
    }),
  };
}

/** One Lighthouse run of `route` in a new tab, signed in as the route needs; answers Lighthouse's result. */
async function auditRoute({ chromium, baseUrl, credentials, route }) {
  const page = await chromium.browser.newPage();
  try {
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(() => localStorage.clear());
    if (route.session !== 'none') {
      const entries = await signedInStorage(baseUrl, credentials, route.session === 'claim');
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, entries);
    }
    return await lighthouse(
      baseUrl + route.path,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
  } finally {
    await page.close();
  }
}

/**
 * One run's row from Lighthouse's result (LHR): scores, the three metrics, what failed, and what the
 * machine was like: Lighthouse's benchmark index of that run (environment.benchmarkIndex, its own
 * measure of how fast this CPU is at that moment) and the 1-minute load average right after it.
 */
export function lighthouseRunRow(route, lhr, { tries = 1, loadAverage = null } = {}) {
  const { categories = {}, audits = {}, finalDisplayedUrl } = lhr;
  return {
    route,
    finalUrl: finalDisplayedUrl ? new URL(finalDisplayedUrl).pathname : route,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    failedAudits: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
    // Which kinds of DevTools issue (a CSP violation, a deprecated API) failed inspector-issues.
    issues: (audits['inspector-issues']?.details?.items ?? []).map((item) => item.issueType),
    // Why a run has no performance score: Lighthouse's runtime error, or the metrics it could not measure.
    errors: runErrors(lhr),
    tries,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    loadAverage,
  };
}

/** Runs Lighthouse once on each route; answers one row per route with scores and the three metrics. */
async function runLighthouseOnce({ baseUrl, credentials, routes }) {
  const chromium = await startChromium();
  const rows = [];
  try {
    for (const route of routes) {
      const result = await tryUntilRecorded(() => auditRoute({ chromium, baseUrl, credentials, route }));
      rows.push(lighthouseRunRow(route.path, result.lhr, { tries: result.tries, loadAverage: loadavg()[0] }));
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}

const fixed = (value, digits) => (value == null ? 'n/a' : value.toFixed(digits));

export const lighthouseTableHeader = () =>
  `${'route'.padEnd(20)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  ${'landed on'.padEnd(20)} perf of each run`;

export const lighthouseTableRow = (row) =>
  `${row.route.padEnd(20)} ${fixed(row.performance, 2).padStart(5)} ${fixed(row.accessibility, 2).padStart(5)} ` +
  `${fixed(row.bestPractices, 2).padStart(5)} ${fixed(row.lcpMs, 0).padStart(7)} ${fixed(row.tbtMs, 0).padStart(7)} ` +
  `${fixed(row.cls, 3).padStart(6)}  ${row.finalUrl.padEnd(20)} ${(row.performanceRuns ?? [row.performance]).map((p) => fixed(p, 2)).join(' ')}`;

/** The median, lowest and highest of the numbers among `values` (nulls left out), or null for none. */
export function spread(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), count: sorted.length };
}

const loadAverages = (values) => values.map((value) => Math.round(value * 100) / 100);

/**
 * What the machine was like during a table's runs (issue 28), so a figure can be set beside another
 * machine's: Lighthouse's benchmark index over every run of the table (a run Lighthouse could not record
 * has none), the load average (1, 5, 15 min) before the first run and after the last, the 1-minute load
 * average after each run, and the cores.
 */
export function lighthouseMachine(runs, { cores, loadAverageAtStart, loadAverageAtEnd }) {
  const round = (summary, digits) =>
    summary && {
      ...summary,
      median: Number(summary.median.toFixed(digits)),
      min: Number(summary.min.toFixed(digits)),
      max: Number(summary.max.toFixed(digits)),
    };
  return {
    runs: runs.length,
    benchmarkIndex: round(spread(runs.map((run) => run.benchmarkIndex)), 0),
    cores,
    loadAverageAtStart: loadAverages(loadAverageAtStart),
    loadAverageAtEnd: loadAverages(loadAverageAtEnd),
    loadAverageOfRuns: round(spread(runs.map((run) => run.loadAverage)), 2),
  };
}

const range = (summary, digits) =>
  summary.min === summary.max
    ? fixed(summary.median, digits)
    : `${fixed(summary.median, digits)} (${fixed(summary.min, digits)}-${fixed(summary.max, digits)})`;

/**
 * What every Lighthouse table is printed under (`npm run lighthouse` and the bench's group): what ran,
 * then the machine's lines (below), so a figure can be set beside another machine's (issue 28).
 */
export function lighthouseTableTitle(runs, machine) {
  return [
    `Lighthouse 12, mobile preset, simulated throttling, on loopback; the median of ${runs} runs`,
    ...lighthouseMachineLines(machine),
  ];
}

/** The two lines printed with every Lighthouse table: the benchmark index, then load and cores. */
export function lighthouseMachineLines(machine) {
  const index = machine.benchmarkIndex;
  const load = machine.loadAverageOfRuns;
  return [
    `Benchmark index (Lighthouse, higher is a faster CPU): ` +
      (index
        ? `median ${range(index, 0)}, over ${index.count} of ${machine.runs} runs`
        : `none recorded in ${machine.runs} runs`),
    `Machine: ${machine.cores} cores; load average (1 min) ${fixed(machine.loadAverageAtStart[0], 2)} before the ` +
      `first run, ${fixed(machine.loadAverageAtEnd[0], 2)} after the last` +
      (load ? `, median ${range(load, 2)} after each run` : ''),
  ];
}
