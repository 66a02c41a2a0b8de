import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

/** Issue 29 item 5: the request timeouts, their defaults and the one relation Node requires. */
describe('HTTP timeouts in the configuration', () => {
  it('defaults to 20 s for headers, 30 s for a JSON body or a stalled upload, 10 min for any request', () => {
    expect(loadConfig({}, '/srv/portal').httpTimeouts).toEqual({
      headersMs: 20_000,
      bodyMs: 30_000,
      uploadIdleMs: 30_000,
      requestMs: 600_000,
      idleMs: 120_000,
      keepAliveMs: 72_000,
    });
  });

  it('reads each setting', () => {
    const config = loadConfig(
      {
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_BODY_TIMEOUT_MS: '15000',
        HTTP_UPLOAD_IDLE_MS: '45000',
        HTTP_REQUEST_TIMEOUT_MS: '900000',
        HTTP_IDLE_TIMEOUT_MS: '60000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      },
      '/srv/portal',
    );
    expect(config.httpTimeouts).toEqual({
      headersMs: 5_000,
      bodyMs: 15_000,
      uploadIdleMs: 45_000,
      requestMs: 900_000,
      idleMs: 60_000,
      keepAliveMs: 65_000,
    });
  });

  it('refuses a headers or body timeout longer than the request timeout, and 0 (no timeout)', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_BODY_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_IDLE_TIMEOUT_MS must be at least 100/,
    );
  });
});
