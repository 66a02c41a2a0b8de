// The dashboard and alert rules in ops/ (issue 33) read only metrics the server exports: each metric
// name in their expressions is one a scrape of a server shows (a histogram by its _bucket, _count or
// _sum), so renaming a metric without them fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

const repoRoot = join(import.meta.dirname, '../../../..');
/** Prometheus's own series, not the server's. */
const PROMETHEUS_OWN = new Set(['up']);

/** The metric names an expression reads: the server's families, label matchers and groupings left out. */
function metricNamesOf(expression: string): string[] {
  const withoutLabels = expression.replace(/\{[^}]*\}/g, '').replace(/\b(?:by|without)\s*\([^)]*\)/g, '');
  const names = withoutLabels.match(/\b(?:http_server|portal|db_client|nodejs|process)_[a-z0-9_]+\b/g) ?? [];
  return [...new Set(names)];
}

describe('ops/ dashboard and alert rules', () => {
  let t: TestApp;
  let exported: Set<string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
    const address = t.app.metrics.address();
    const text = await (await fetch(`http://127.0.0.1:${address?.port}/metrics`)).text();
    exported = new Set();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      if (!name) continue;
      exported.add(name);
      if (type === 'histogram' || type === 'summary') {
        for (const suffix of ['_bucket', '_count', '_sum']) exported.add(`${name}${suffix}`);
      }
    }
  });
  afterAll(async () => t?.close());

  it('the alert rules read only exported metrics and cover errors, p99, shedding, readiness and the outbox', () => {
    const rules = readFileSync(join(repoRoot, 'ops/prometheus/alerts.yml'), 'utf8');
    const expressions = [...rules.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1] ?? '');
    const alerts = [...rules.matchAll(/^\s+- alert: (\S+)$/gm)].map((match) => match[1]);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'PortalUnexpectedFaults',
        'PortalSlowRoute',
        'PortalSheddingLoad',
        'PortalNotReady',
        'PortalOutboxWaiting',
      ]),
    );
    expect(expressions).toHaveLength(alerts.length);
    for (const expression of expressions) {
      const names = metricNamesOf(expression).filter((name) => !PROMETHEUS_OWN.has(name));
      expect(names.length + (expression.includes('up{') ? 1 : 0), expression).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${name} in ${expression}`).toBe(true);
    }
  });

  it('the Grafana dashboard reads only exported metrics', () => {
    const dashboard = JSON.parse(
      readFileSync(join(repoRoot, 'ops/grafana/claimant-portal.json'), 'utf8'),
    ) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        const names = metricNamesOf(expr);
        expect(names.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of names) expect(exported.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
  });
});
