export type RouteSession = 'none' | 'signedIn' | 'claim';
export interface MeasuredRoute {
  path: string;
  session: RouteSession;
  /** History state the app needs to open the route (it opens it only from its own links). */
  state?: Record<string, unknown>;
}
export interface ScriptSize {
  /** The script's path on the server, e.g. /assets/index-abc123.js. */
  path: string;
  /** Bytes sent with Accept-Encoding: identity. */
  bytes: number;
  /** Bytes sent with Accept-Encoding: gzip, and the Content-Encoding they came with. */
  gzipBytes: number;
  gzipEncoding: string;
  brotliBytes: number;
  brotliEncoding: string;
}
export interface RouteScripts {
  route: string;
  session: RouteSession;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Cumulative layout shift of the load (largest session window). */
  cls: number;
}
export const measuredRoutes: readonly MeasuredRoute[];
export function transferredBytes(
  url: string,
  encoding: string,
): Promise<{ bytes: number; contentEncoding: string }>;
export function cumulativeLayoutShift(shifts: readonly { value: number; time: number }[]): number;
export function measureRouteScripts(options: {
  baseUrl: string;
  routes?: readonly MeasuredRoute[];
  credentials?: { email: string; password: string };
  viewport?: { width: number; height: number };
}): Promise<RouteScripts[]>;
export function routeTableHeader(): string;
export function routeTableRow(result: RouteScripts): string;
