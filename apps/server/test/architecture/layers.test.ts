import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findBackArrows,
  findModuleCycles,
  findModuleInternalImports,
  findProviderApiInternalImports,
  formatEdge,
  layerOf,
  readImportEdges,
  type ImportEdge,
} from './import-rules.js';

/**
 * The server's layers (issue 31; import-rules.ts lists them): lib → data (db, storage) → platform
 * (config, http, plugins, notifier) → modules → app (app.ts, server.ts, cli, provider-api). Every
 * import of apps/server/src is read, static, type-only and dynamic alike; tests beside the code are
 * left out, as a unit test may reach wherever its subject needs.
 */
const srcDir = resolve(import.meta.dirname, '../../src');
const edges = readImportEdges(srcDir);

const edge = (from: string, to: string): ImportEdge => ({ from, to });

describe('the server layers (issue 31 "Layers one way")', () => {
  it('reads static, type-only, re-exported and dynamic imports', () => {
    const found = edges.map(formatEdge);
    expect(found).toContain('app.ts -> config.ts');
    expect(found).toContain('storage/create-file-storage.ts -> storage/s3-storage.ts');
    expect(edges.length).toBeGreaterThan(500);
  });

  it('places each folder in its layer', () => {
    expect(layerOf('lib/clock.ts')).toBe('lib');
    expect(layerOf('db/schema.ts')).toBe('data');
    expect(layerOf('storage/file-storage.ts')).toBe('data');
    expect(layerOf('config.ts')).toBe('platform');
    expect(layerOf('http/app-error.ts')).toBe('platform');
    expect(layerOf('plugins/auth.ts')).toBe('platform');
    expect(layerOf('notifier/notifier.ts')).toBe('platform');
    expect(layerOf('modules/inbox/inbox.service.ts')).toBe('modules');
    expect(layerOf('provider-api/provider-routes.ts')).toBe('app');
    expect(layerOf('cli/provider.ts')).toBe('app');
    expect(layerOf('app.ts')).toBe('app');
  });

  it('catches a back-arrow between any two layers (probes)', () => {
    const probes = [
      edge('lib/probe.ts', 'db/schema.ts'),
      edge('lib/probe.ts', 'http/app-error.ts'),
      edge('db/probe.ts', 'config.ts'),
      edge('storage/probe.ts', 'modules/files/files.service.ts'),
      edge('http/probe.ts', 'modules/session/session.service.ts'),
      edge('plugins/probe.ts', 'modules/session/session.types.ts'),
      edge('notifier/probe.ts', 'modules/dev-outbox/dev-outbox.routes.ts'),
      edge('modules/inbox/probe.ts', 'provider-api/register-provider-endpoint.ts'),
      edge('modules/inbox/probe.ts', 'app.ts'),
    ];
    expect(findBackArrows(probes)).toEqual(probes);
    const allowed = [
      edge('modules/inbox/probe.ts', 'lib/clock.ts'),
      edge('http/probe.ts', 'config.ts'),
      edge('provider-api/probe.ts', 'modules/inbox/inbox.service.ts'),
      edge('app.ts', 'plugins/auth.ts'),
    ];
    expect(findBackArrows(allowed)).toEqual([]);
  });

  it('has no import from a layer to a higher one', () => {
    expect(findBackArrows(edges).map(formatEdge)).toEqual([]);
  });

  it('catches a module reaching into another module past its public entry (probes)', () => {
    const internal = [
      edge('modules/inbox/probe.ts', 'modules/session/session.repository.ts'),
      edge('modules/inbox/probe.ts', 'modules/files/receive-upload.ts'),
    ];
    const allowed = [
      edge('modules/inbox/probe.ts', 'modules/session/session.service.ts'),
      edge('modules/inbox/probe.ts', 'modules/session/session.types.ts'),
      edge('modules/inbox/probe.ts', 'modules/reimbursement/index.ts'),
      edge('modules/inbox/probe.ts', 'modules/inbox/inbox.repository.ts'),
      edge('app.ts', 'modules/inbox/inbox.routes.ts'),
    ];
    expect(findModuleInternalImports([...internal, ...allowed])).toEqual(internal);
  });

  it('has no module-to-module import past a public entry', () => {
    expect(findModuleInternalImports(edges).map(formatEdge)).toEqual([]);
  });

  it("keeps the provider API a route layer over the modules' services (probes, then the code)", () => {
    const internal = [edge('provider-api/routes/probe.ts', 'modules/submissions/submissions.repository.ts')];
    const allowed = [
      edge('provider-api/routes/probe.ts', 'modules/submissions/submissions.service.ts'),
      edge('provider-api/routes/probe.ts', 'http/app-error.ts'),
    ];
    expect(findProviderApiInternalImports([...internal, ...allowed])).toEqual(internal);
    expect(findProviderApiInternalImports(edges).map(formatEdge)).toEqual([]);
  });

  it('catches modules importing each other round a loop (probes)', () => {
    const loop = [
      edge('modules/a/a.service.ts', 'modules/b/b.service.ts'),
      edge('modules/b/b.service.ts', 'modules/c/c.service.ts'),
      edge('modules/c/c.service.ts', 'modules/a/a.service.ts'),
      edge('modules/c/c.service.ts', 'modules/d/d.service.ts'),
    ];
    expect(findModuleCycles(loop)).toEqual([['a', 'b', 'c']]);
    expect(findModuleCycles(loop.slice(0, 2))).toEqual([]);
  });

  it('has no modules importing each other round a loop', () => {
    expect(findModuleCycles(edges)).toEqual([]);
  });
});
