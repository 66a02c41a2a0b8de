/** One route's Lighthouse result as the runner answers it (scripts/lib/lighthouse-runner.mjs). */
export interface LighthouseRow {
  route: string;
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failedAudits: string[];
  issues: string[];
  /** Every run's performance score, lowest first (medianRun). */
  performanceRuns?: (number | null)[];
  /** Why a run could not score: Lighthouse's runtime error and the audits it could not complete. */
  errors?: string[];
  /** How many times the run was tried before Lighthouse recorded it (tryUntilRecorded). */
  tries?: number;
  /** Lighthouse's benchmark index of the run (environment.benchmarkIndex); null when it has none. */
  benchmarkIndex?: number | null;
  /** The machine's 1-minute load average right after the run. */
  loadAverage?: number | null;
}
/** Median, lowest and highest of some numbers, and how many there were. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  count: number;
}
/** The machine during one table's runs (lighthouseMachine). */
export interface LighthouseMachine {
  /** Lighthouse runs in the table: routes times runs per route. */
  runs: number;
  benchmarkIndex: Spread | null;
  cores: number;
  /** 1, 5 and 15 minutes, before the first run and after the last. */
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  /** The 1-minute load average after each run. */
  loadAverageOfRuns: Spread | null;
}
/** The parts of Lighthouse's result (LHR) a row is made of. */
export interface LighthouseResult {
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  categories?: Record<string, { score: number | null } | undefined>;
  audits?: Record<
    string,
    {
      id: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      errorMessage?: string;
      details?: { items?: { issueType?: string }[] };
    }
  >;
  runtimeError?: { code: string; message: string };
}
export const defaultLighthouseRuns: number;
export function lighthouseRunsFromEnv(env?: Record<string, string | undefined>): number;
/** A route the runner measures, and the session it needs. */
export interface LighthouseRoute {
  path: string;
  session: 'none' | 'claim';
}
export const lighthouseRoutes: LighthouseRoute[];
export function lighthouseRoutesFromEnv(env?: Record<string, string | undefined>): LighthouseRoute[];
export function medianRun(
  runs: LighthouseRow[],
): LighthouseRow & { performanceRuns: (number | null)[]; errors: string[]; retriedRuns: number };
export const lighthouseTries: number;
export function tryUntilRecorded<T extends { lhr: { runtimeError?: unknown } }>(
  attempt: () => Promise<T>,
  tries?: number,
): Promise<T & { tries: number }>;
export function runErrors(lhr: {
  runtimeError?: { code: string; message: string };
  audits?: Record<string, { id: string; scoreDisplayMode: string; errorMessage?: string }>;
}): string[];
export function lighthouseRunRow(
  route: string,
  lhr: LighthouseResult,
  options?: { tries?: number; loadAverage?: number | null },
): LighthouseRow;
export function spread(values: (number | null | undefined)[]): Spread | null;
export function lighthouseMachine(
  runs: LighthouseRow[],
  load: { cores: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] },
): LighthouseMachine;
export function lighthouseMachineLines(machine: LighthouseMachine): string[];
export function lighthouseTableTitle(runs: number, machine: LighthouseMachine): string[];
export function runLighthouse(options: {
  baseUrl: string;
  credentials: { email: string; password: string };
  routes?: { path: string; session: 'none' | 'signedIn' | 'claim' }[];
  runs?: number;
}): Promise<{ rows: ReturnType<typeof medianRun>[]; machine: LighthouseMachine }>;
export function lighthouseTableHeader(): string;
export function lighthouseTableRow(row: LighthouseRow): string;
