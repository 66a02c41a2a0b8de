import type { TracingSettings } from '../lib/tracing.js';
import { type EnvOf, optionalHttpUrl, optionalText } from './env-values.js';

export type { TracingSettings };

/**
 * Where traces go (issue 33): OpenTelemetry's standard variables, read the way its exporters read them.
 * Off unless an OTLP endpoint is set, and off when OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none,
 * so a server without a collector pays nothing for spans. The url is OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as
 * given, or OTEL_EXPORTER_OTLP_ENDPOINT with /v1/traces appended; service.name is OTEL_SERVICE_NAME.
 */
export const tracingEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalHttpUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalHttpUrl,
  OTEL_SDK_DISABLED: optionalText,
  OTEL_TRACES_EXPORTER: optionalText,
  OTEL_SERVICE_NAME: optionalText.default('claimant-portal'),
};

export function tracingSettingsOf(e: EnvOf<typeof tracingEnv>): TracingSettings | null {
  if (e.OTEL_SDK_DISABLED?.toLowerCase() === 'true' || e.OTEL_TRACES_EXPORTER === 'none') return null;
  if (e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined) {
    return { url: e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME };
  }
  if (e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined) {
    const base = e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '');
    return { url: `${base}/v1/traces`, serviceName: e.OTEL_SERVICE_NAME };
  }
  return null;
}
