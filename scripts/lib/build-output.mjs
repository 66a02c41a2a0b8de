// Knows what a complete build looks like and makes one when a piece is missing. Shared by
// `npm start`, `npm test`, `npm run bench` and the e2e global setup so they agree on "built".
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose absence means `npm run build` has not run (or did not finish). */
export const buildOutputs = [
  'packages/contract/dist/index.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
];

export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

export function missingBuildOutputs() {
  return buildOutputs.filter((file) => !existsSync(join(repoRoot, file)));
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
 * Builds the whole workspace when any build output is missing. `log` receives one line saying why.
 * Throws when the build fails, so callers stop instead of running a half-built app.
 */
export async function ensureBuilt({ log = (line) => console.log(line), stdio = 'inherit' } = {}) {
  const missing = missingBuildOutputs();
  if (missing.length === 0) return false;
  log(`Build output missing (${missing.join(', ')}): running "npm run build" first...`);
  const code = await runNpm(['run', 'build'], { stdio });
  if (code !== 0)
    throw new Error(`"npm run build" failed with exit code ${code}; fix the build and try again.`);
  log('Build finished.');
  return true;
}
