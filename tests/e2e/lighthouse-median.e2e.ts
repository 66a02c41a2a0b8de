// The Lighthouse runner reports each route's median run (issue 15 "Speed, measured in the repo"): on a
// noisy machine one run says little (docs/decisions.md §64). Pure functions of the runner, no browser.
import { describe, expect, it } from 'vitest';
import {
  type LighthouseRow,
  defaultLighthouseRuns,
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
});
