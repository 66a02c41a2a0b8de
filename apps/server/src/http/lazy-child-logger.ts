import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/**
 * Fastify's request logger (`request.log`, bound to the request id), made only when a line is logged
 * at an enabled level. Fastify makes one for every request, and pino redacts each binding through the
 * wildcard paths of logger-options.ts: about 3% of a small call's server CPU (issue 33), for a logger
 * most requests never write to at the `warn` level production runs at. A route with a level of its
 * own gets its logger at once.
 */
export const lazyChildLogger: ChildLoggerFactory = function (logger, bindings, options) {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyChild(logger, bindings, options) as unknown as FastifyBaseLogger;
};

class LazyChild {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /** A line at `level`: nothing at all while the level is off, as pino's own no-op methods. */
  private write(level: Level, line: unknown[]): void {
    if (this.made === undefined) {
      // pino's levels by number; 'silent' (no number) logs nothing.
      const threshold = levels.values[this.parent.level];
      if (threshold === undefined || levels.values[level]! < threshold) return;
    }
    (this.logger[level] as (...args: unknown[]) => void)(...line);
  }
}
