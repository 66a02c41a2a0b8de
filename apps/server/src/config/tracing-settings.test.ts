import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const tracingOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, '/tmp').tracing;

describe('tracing settings (issue 33: OpenTelemetry standard variables)', () => {
  it('is off without an OTLP endpoint', () => {
    expect(tracingOf({})).toBeNull();
  });

  it('posts to /v1/traces under OTEL_EXPORTER_OTLP_ENDPOINT, and to a traces endpoint as given', () => {
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      url: 'http://collector:4318/v1/traces',
      serviceName: 'claimant-portal',
    });
    expect(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp',
        OTEL_SERVICE_NAME: 'portal-blue',
      }),
    ).toEqual({ url: 'https://traces.example/otlp', serviceName: 'portal-blue' });
  });

  it('is off when the SDK is disabled or the traces exporter is none', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingOf({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracingOf({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  });

  it('refuses an endpoint that is not an http(s) address, naming the variable', () => {
    expect(() => tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
