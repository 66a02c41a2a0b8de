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
}
export const defaultLighthouseRuns: number;
export function lighthouseRunsFromEnv(env?: Record<string, string | undefined>): number;
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
export function runLighthouse(options: {
  baseUrl: string;
  credentials: { email: string; password: string };
  routes?: { path: string; session: 'none' | 'signedIn' | 'claim' }[];
  runs?: number;
}): Promise<LighthouseRow[]>;
export function lighthouseTableHeader(): string;
export function lighthouseTableRow(row: LighthouseRow): string;
