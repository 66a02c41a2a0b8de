// Knows what a complete build looks like and makes one when a piece is missing. Shared by
// `npm start`, `npm test`, `npm run bench` and the e2e global setup so they agree on "built".
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose absence means `npm run build` has not run (or did not finish). */
export const buildOutputs = [
  'packages/contract/dist/index.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist/prerendered/login.html',
];

export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

/** What the build is made from; tests are not part of it, so editing one does not force a rebuild. */
const buildSources = [
  'packages/contract/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
];
const isTestFile = /\.test\.tsx?$/;

export function missingBuildOutputs() {
  return buildOutputs.filter((file) => !existsSync(join(repoRoot, file)));
}

function newestSource(path, newest = { file: '', mtimeMs: 0 }) {
  if (!existsSync(path)) return newest;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) newestSource(join(path, entry), newest);
  } else if (!isTestFile.test(path) && stat.mtimeMs > newest.mtimeMs) {
    newest.file = relative(repoRoot, path);
    newest.mtimeMs = stat.mtimeMs;
  }
  return newest;
}

/** The source file changed after the last build, or null when the build is current (or missing). */
export function sourceNewerThanBuild() {
  if (missingBuildOutputs().length > 0) return null;
  const builtAt = Math.min(...buildOutputs.map((file) => statSync(join(repoRoot, file)).mtimeMs));
  const newest = { file: '', mtimeMs: 0 };
  for (const source of buildSources) newestSource(join(repoRoot, source), newest);
  return newest.mtimeMs > builtAt ? newest.file : null;
}

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** `npm run build` through the npm that started us when there is one, so a nested npm version matches. */
export function runNpm(args, options = {}) {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /npm-cli\.js$/.test(npmCli)) return run(process.execPath, [npmCli, ...args], options);
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, options);
}

/**
 * Builds the whole workspace when any build output is missing or older than a source file. `log` gets
 * one line saying why. Throws when the build fails, so callers stop instead of running a half-built app.
 */
export async function ensureBuilt({ log = (line) => console.log(line), stdio = 'inherit' } = {}) {
  const missing = missingBuildOutputs();
  const changed = missing.length === 0 ? sourceNewerThanBuild() : null;
  if (missing.length === 0 && !changed) return false;
  const reason = changed
    ? `${changed} changed after the last build`
    : `build output missing: ${missing.join(', ')}`;
  log(`${reason}; running "npm run build" first...`);
  // Vitest runs with NODE_ENV=test and Vite keeps an inherited NODE_ENV, which would ship React's
  // development build (jsxDEV, about 160 KiB gzip more) to the e2e suite and the bench: always production.
  const code = await runNpm(['run', 'build'], { stdio, env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0)
    throw new Error(`"npm run build" failed with exit code ${code}; fix the build and try again.`);
  log('Build finished.');
  return true;
}
