export interface StartedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  /** The last few hundred lines the server printed. */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes a data folder it made. */
  stop(): Promise<void>;
}
export function freePort(host?: string): Promise<number>;
export function startServer(options?: {
  host?: string;
  env?: Record<string, string>;
  dataDir?: string;
  readyTimeoutMs?: number;
}): Promise<StartedServer>;
