// The Lighthouse runner reports each route's median run (issue 15 "Speed, measured in the repo"): on a
// noisy machine one run says little (docs/adr/0033-benchmarks.md), and every table says what the machine was
// like during its runs (issue 28). Pure functions of the runner, no browser.
import { describe, expect, it } from 'vitest';
import {
  type LighthouseRow,
  type LighthouseResult,
  defaultLighthouseRuns,
  lighthouseMachine,
  lighthouseMachineLines,
  lighthouseTableTitle,
  lighthouseRunRow,
  lighthouseRoutesFromEnv,
  lighthouseRunsFromEnv,
  lighthouseTableRow,
  medianRun,
  runErrors,
  lighthouseTries,
  tryUntilRecorded,
} from '../../scripts/lib/lighthouse-runner.mjs';

const run = (performance: number | null, tbtMs: number): LighthouseRow => ({
  route: '/login',
  finalUrl: '/login',
  performance,
  accessibility: 1,
  bestPractices: 1,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  failedAudits: [],
  issues: [],
});

/** A Lighthouse result as far as the runner reads it: a recorded run has a benchmark index. */
const lhr = (performance: number | null, benchmarkIndex?: number): LighthouseResult => ({
  finalDisplayedUrl: 'http://127.0.0.1:3000/claim',
  ...(benchmarkIndex === undefined ? {} : { environment: { benchmarkIndex } }),
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      score: 0.9,
      scoreDisplayMode: 'numeric',
      numericValue: 1834.2,
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 96,
    },
    'cumulative-layout-shift': {
      id: 'cumulative-layout-shift',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 0.004,
    },
    'errors-in-console': { id: 'errors-in-console', score: 0, scoreDisplayMode: 'binary' },
  },
});

describe('the Lighthouse runner', () => {
  it('answers the median run by performance, with every run after it, lowest first', () => {
    const median = medianRun([run(0.97, 190), run(0.86, 550), run(0.91, 400)]);
    expect(median.tbtMs).toBe(400);
    expect(median.performanceRuns).toEqual([0.86, 0.91, 0.97]);
    expect(medianRun([run(0.99, 120)]).tbtMs).toBe(120);
    // An even number: the lower middle run, so the table never flatters.
    expect(medianRun([run(0.99, 120), run(0.9, 420), run(0.95, 250), run(0.8, 700)]).tbtMs).toBe(420);
    // A run without a score counts as the lowest.
    expect(medianRun([run(null, 0), run(0.95, 250), run(0.9, 420)]).tbtMs).toBe(420);
  });

  it('keeps why a run could not score, from every run', () => {
    const failed = { ...run(null, 0), errors: ['NO_FCP: The page did not paint any content.'] };
    const median = medianRun([failed, run(0.95, 250), { ...failed }]);
    expect(median.errors).toEqual(['NO_FCP: The page did not paint any content.']);
    expect(medianRun([run(0.97, 190), run(0.91, 400)]).errors).toEqual([]);
    expect(
      runErrors({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        audits: {
          'total-blocking-time': {
            id: 'total-blocking-time',
            scoreDisplayMode: 'error',
            errorMessage: 'NO_LCP',
          },
          'first-contentful-paint': { id: 'first-contentful-paint', scoreDisplayMode: 'numeric' },
        },
      }),
    ).toEqual(['NO_FCP: The page did not paint any content.', 'total-blocking-time: NO_LCP']);
  });

  it('prints every run after the median row', () => {
    expect(lighthouseTableRow(medianRun([run(0.97, 190), run(0.86, 550), run(0.91, 400)]))).toMatch(
      /^\/login\s+0\.91\s+1\.00\s+1\.00\s+1000\s+400\s+0\.000\s+\/login\s+0\.86 0\.91 0\.97$/,
    );
  });

  it('runs three times unless LIGHTHOUSE_RUNS says, and refuses a number it cannot use', () => {
    expect(defaultLighthouseRuns).toBe(3);
    expect(lighthouseRunsFromEnv({})).toBe(3);
    expect(lighthouseRunsFromEnv({ LIGHTHOUSE_RUNS: '5' })).toBe(5);
    for (const wrong of ['0', '16', '2.5', 'many']) {
      expect(() => lighthouseRunsFromEnv({ LIGHTHOUSE_RUNS: wrong })).toThrow(/LIGHTHOUSE_RUNS/);
    }
  });

  it('measures every route unless LIGHTHOUSE_ROUTES names some, and refuses a path it does not measure', () => {
    expect(lighthouseRoutesFromEnv({}).map((route) => route.path)).toEqual([
      '/login',
      '/claim',
      '/inbox',
      '/reimbursementform',
      '/services',
    ]);
    expect(lighthouseRoutesFromEnv({ LIGHTHOUSE_ROUTES: '/login, /inbox' })).toEqual([
      { path: '/login', session: 'none' },
      { path: '/inbox', session: 'claim' },
    ]);
    expect(() => lighthouseRoutesFromEnv({ LIGHTHOUSE_ROUTES: '/nowhere' })).toThrow(/LIGHTHOUSE_ROUTES/);
  });

  it('tries a run again while Lighthouse could not record it, three times at most', async () => {
    const notRecorded = { lhr: { runtimeError: { code: 'NO_NAVSTART', message: 'run it again' } } };
    const recorded = { lhr: {} };
    const answers = [notRecorded, recorded, notRecorded];
    let calls = 0;
    const second = await tryUntilRecorded(() => Promise.resolve(answers[calls++]!));
    expect(calls).toBe(2);
    expect(second).toEqual({ ...recorded, tries: 2 });

    calls = 0;
    const never = await tryUntilRecorded(() => (calls++, Promise.resolve(notRecorded)));
    expect(lighthouseTries).toBe(3);
    expect(calls).toBe(3);
    expect(never.tries).toBe(3);
    expect(never.lhr.runtimeError).toEqual(notRecorded.lhr.runtimeError);

    calls = 0;
    expect((await tryUntilRecorded(() => (calls++, Promise.resolve(recorded)))).tries).toBe(1);
    expect(calls).toBe(1);
  });

  it('counts the runs that were tried again', () => {
    const median = medianRun([
      { ...run(0.97, 190), tries: 2 },
      run(0.95, 250),
      { ...run(0.9, 400), tries: 1 },
    ]);
    expect(median.retriedRuns).toBe(1);
  });

  it("makes a run's row of Lighthouse's result, with its benchmark index and load average", () => {
    const row = lighthouseRunRow('/claim', lhr(0.97, 1523.5), { tries: 2, loadAverage: 1.37 });
    expect(row).toMatchObject({
      route: '/claim',
      finalUrl: '/claim',
      performance: 0.97,
      bestPractices: 0.96,
      lcpMs: 1834.2,
      tbtMs: 96,
      cls: 0.004,
      failedAudits: ['errors-in-console'],
      tries: 2,
      benchmarkIndex: 1523.5,
      loadAverage: 1.37,
    });
    expect(lighthouseRunRow('/claim', lhr(null)).benchmarkIndex).toBeNull();
  });

  it('prints the benchmark index and the load average with every table', () => {
    const runs = [
      lighthouseRunRow('/login', lhr(0.99, 1610), { loadAverage: 1.2 }),
      lighthouseRunRow('/claim', lhr(0.97, 1480.4), { loadAverage: 1.9 }),
      lighthouseRunRow('/login', lhr(0.95, 1523.6), { loadAverage: 2.456 }),
      // Not recorded: no benchmark index, left out of its median and range.
      lighthouseRunRow('/claim', lhr(null), { loadAverage: 2.6 }),
    ];
    const machine = lighthouseMachine(runs, {
      cores: 2,
      loadAverageAtStart: [0.914, 0.5, 0.25],
      loadAverageAtEnd: [2.718, 1.2, 0.6],
    });
    expect(machine).toEqual({
      runs: 4,
      benchmarkIndex: { median: 1524, min: 1480, max: 1610, count: 3 },
      cores: 2,
      loadAverageAtStart: [0.91, 0.5, 0.25],
      loadAverageAtEnd: [2.72, 1.2, 0.6],
      // An even number of runs: the mean of the middle two.
      loadAverageOfRuns: { median: 2.18, min: 1.2, max: 2.6, count: 4 },
    });
    expect(lighthouseTableTitle(4, machine)).toEqual([
      'Lighthouse 12, mobile preset, simulated throttling, on loopback; the median of 4 runs',
      ...lighthouseMachineLines(machine),
    ]);
    expect(lighthouseMachineLines(machine)).toEqual([
      'Benchmark index (Lighthouse, higher is a faster CPU): median 1524 (1480-1610), over 3 of 4 runs',
      'Machine: 2 cores; load average (1 min) 0.91 before the first run, 2.72 after the last, ' +
        'median 2.18 (1.20-2.60) after each run',
    ]);
  });

  it('prints one number for one run, and says when no run had a benchmark index', () => {
    const load = { cores: 8, loadAverageAtStart: [0.1, 0, 0], loadAverageAtEnd: [0.3, 0, 0] };
    const one = lighthouseMachine([lighthouseRunRow('/login', lhr(1, 2004), { loadAverage: 0.2 })], load);
    expect(lighthouseMachineLines(one)).toEqual([
      'Benchmark index (Lighthouse, higher is a faster CPU): median 2004, over 1 of 1 runs',
      'Machine: 8 cores; load average (1 min) 0.10 before the first run, 0.30 after the last, median 0.20 after each run',
    ]);
    const none = lighthouseMachine([lighthouseRunRow('/login', lhr(null))], load);
    expect(none.benchmarkIndex).toBeNull();
    expect(lighthouseMachineLines(none)).toEqual([
      'Benchmark index (Lighthouse, higher is a faster CPU): none recorded in 1 runs',
      'Machine: 8 cores; load average (1 min) 0.10 before the first run, 0.30 after the last',
    ]);
  });
});
