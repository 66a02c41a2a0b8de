import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../../src/http/lazy-child-logger.js';

// Issue 33: a request's logger is made only when it logs at an enabled level.
function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let children = 0;
  const child = logger.child;
  // Counts the children made of this logger (its children inherit the counter through pino's prototypes).
  logger.child = function (this: pino.Logger, ...args: Parameters<typeof child>) {
    children += 1;
    return child.apply(this, args);
  } as typeof logger.child;
  return { logger, lines, children: () => children };
}

const makeChild = (parent: pino.Logger, options = {}) =>
  lazyChildLogger.call(undefined as never, parent, { reqId: 'r-1' }, options, undefined as never);

describe('the lazy request logger', () => {
  it('makes no logger for lines below the level', () => {
    const parent = parentAt('warn');
    const log = makeChild(parent.logger);
    log.info('incoming request');
    log.debug({ a: 1 }, 'detail');
    log.trace('trace');
    expect(parent.children()).toBe(0);
    expect(parent.lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes a line at an enabled level with the request id, and keeps the logger it made', () => {
    const parent = parentAt('warn');
    const log = makeChild(parent.logger);
    log.warn({ endpoint: 'getmessages' }, 'first');
    log.error(new Error('boom'), 'second');
    log.info('below the level');
    expect(parent.children()).toBe(1);
    expect(parent.lines).toMatchObject([
      { level: 40, reqId: 'r-1', endpoint: 'getmessages', msg: 'first' },
      { level: 50, reqId: 'r-1', msg: 'second', err: { message: 'boom' } },
    ]);
  });

  it('writes nothing when the parent is silent, and a level set on it applies to its lines', () => {
    const silent = parentAt('silent');
    makeChild(silent.logger).fatal('nothing');
    expect(silent.lines).toEqual([]);
    const parent = parentAt('warn');
    const log = makeChild(parent.logger);
    log.level = 'debug';
    log.debug('now written');
    expect(parent.lines).toMatchObject([{ level: 20, reqId: 'r-1', msg: 'now written' }]);
  });

  it('makes the logger at once for a route with a level of its own, and its children carry the id', () => {
    const parent = parentAt('warn');
    makeChild(parent.logger, { level: 'info' });
    expect(parent.children()).toBe(1);
    makeChild(parent.logger).child({ component: 'x' }).warn('from a child');
    expect(parent.lines).toMatchObject([{ reqId: 'r-1', component: 'x', msg: 'from a child' }]);
  });
});
