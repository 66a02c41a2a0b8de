import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A cheap guard on the container image (issue 16): the suite cannot build it (no registry access
 * here), so it checks what the image promises in the Dockerfile itself.
 */

const repoRoot = join(import.meta.dirname, '../../../..');
const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
// Instructions with their continuation lines joined, comments dropped.
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (/^FROM\s/i.test(line)) all.push([]);
  all.at(-1)?.push(line);
  return all;
}, []);
const runtime = stages.at(-1) ?? [];
const find = (keyword: string) => runtime.filter((line) => line.toUpperCase().startsWith(`${keyword} `));

describe('the Dockerfile', () => {
  it('builds in one stage and runs from another, both on the Node major version .nvmrc names', () => {
    const major = readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim();
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(new RegExp(`^FROM node:${major}-bookworm-slim\\b`));
    expect(runtime.some((line) => /^COPY --from=build\s/.test(line))).toBe(true);
    // The runtime stage installs and builds nothing itself.
    expect(runtime.some((line) => /npm (ci|install|run build)/.test(line))).toBe(false);
  });

  it('runs the server as a user other than root', () => {
    const users = find('USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)?.split(/\s+/)[1] ?? '';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // USER comes before the command it runs.
    expect(runtime.indexOf(users.at(-1) ?? '')).toBeLessThan(
      runtime.findIndex((line) => line.startsWith('CMD ')),
    );
  });

  it('checks its health on /readyz with node (the slim image has no curl) on the port it exposes', () => {
    const [healthcheck] = find('HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", .*\/readyz/);
    expect(healthcheck).not.toMatch(/curl|wget/);
    const port = /PORT=(\d+)/.exec(find('ENV').join(' '))?.[1];
    expect(find('EXPOSE')[0]).toBe(`EXPOSE ${port}`);
    expect(find('ENV').join(' ')).toMatch(/HOST=0\.0\.0\.0/);
  });

  it("starts the server's built entry point", () => {
    const main = (
      JSON.parse(readFileSync(join(repoRoot, 'apps/server/package.json'), 'utf8')) as { main: string }
    ).main;
    expect(find('CMD')[0]).toBe(`CMD ["node", "apps/server/${main}"]`);
  });

  it('leaves local installs, builds, data and secrets out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data', '.env'])
      expect(ignored).toContain(entry);
  });
});
