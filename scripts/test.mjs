// `npm test`: one Vitest run over every suite, then a per-project count and a closing line
// "tests: N passed, N failed, N skipped". Fails when a test fails, a test is skipped or todo, or a
// selected project ran no test at all, so a suite cannot silently drop out (issue 2, item 7).
//
// Suites: contract, server-sqlite, web, e2e (needs Chromium), and server-postgres when TEST_DATABASE_URL
// is set. Each server suite and the web suite is two Vitest projects, NAME and NAME-isolated
// (vitest.config.ts), counted apart. REQUIRE_ALL_SUITES=1 (set by .ci/run) turns a suite that cannot
// run into a failure; CI=true does the same for the e2e suite. Extra arguments go to Vitest unchanged,
// except that `--project server-sqlite` (or server-postgres, or web) also selects its -isolated half,
// so naming a suite runs all of it; `--project x` replaces our selection, and file filters relax the
// "every project ran" check to "something ran".
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureBuilt, repoRoot, run } from './lib/build-output.mjs';
import { chromiumInstallHint, chromiumPath, isChromiumAvailable } from './lib/chromium.mjs';
import { summaryFile } from './lib/project-summary-reporter.mjs';

// The halves of the server suites and the web suite: files that share a module graph, and files that
// need one of their own.
const suitesWithHalves = ['server-sqlite', 'server-postgres', 'web'];
const isolatedHalf = (name) => `${name}-isolated`;
const args = withIsolatedHalves(process.argv.slice(2));
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const jsonReport = '.test-results/vitest.json';

const banner = (lines) => {
  const rule = '!'.repeat(78);
  console.warn(['', rule, ...lines.map((line) => `!! ${line}`), rule, ''].join('\n'));
};
const fail = (message) => {
  console.error(`\nnpm test: ${message}`);
  process.exit(1);
};

// Repeated after the results, where a reader of a long run actually looks.
let missingSuiteWarning;

/** `--project server-sqlite` becomes `--project server-sqlite --project server-sqlite-isolated`. */
function withIsolatedHalves(given) {
  return given.flatMap((arg, index) => {
    const name = arg.startsWith('--project=') ? arg.slice('--project='.length) : arg;
    const isProjectName = arg.startsWith('--project=') || given[index - 1] === '--project';
    if (!isProjectName || !suitesWithHalves.includes(name) || given.includes(isolatedHalf(name)))
      return [arg];
    return [arg, '--project', isolatedHalf(name)];
  });
}

function userProjects() {
  const names = [];
  args.forEach((arg, index) => {
    if (arg === '--project' && args[index + 1]) names.push(args[index + 1]);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names;
}

// Positional arguments (file name filters) and name filters narrow the run on purpose.
function hasFilters() {
  let previousTakesValue = false;
  for (const arg of args) {
    if (previousTakesValue) {
      previousTakesValue = false;
      continue;
    }
    if (arg === '-t' || arg.startsWith('--testNamePattern')) return true;
    if (arg.startsWith('-')) {
      previousTakesValue =
        !arg.includes('=') && ['--project', '--reporter', '--outputFile', '--shard'].includes(arg);
      continue;
    }
    return true;
  }
  return false;
}

function selectProjects() {
  const chosen = userProjects();
  const projects =
    chosen.length > 0
      ? chosen
      : ['contract', 'server-sqlite', isolatedHalf('server-sqlite'), 'web', isolatedHalf('web'), 'e2e'];
  if (chosen.length === 0) {
    if (process.env.TEST_DATABASE_URL) projects.push('server-postgres', isolatedHalf('server-postgres'));
    else if (requireAll)
      fail('REQUIRE_ALL_SUITES=1 but TEST_DATABASE_URL is not set, so server-postgres cannot run.');
    else
      console.log(
        'Note: TEST_DATABASE_URL is not set, so the server-postgres suite is not run (see README).',
      );
  } else if (projects.some((name) => name.startsWith('server-postgres')) && !process.env.TEST_DATABASE_URL) {
    fail('server-postgres needs TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test).');
  }

  if (projects.includes('e2e') && !isChromiumAvailable()) {
    const where = chromiumPath();
    if (requireAll || isCi || chosen.includes('e2e')) {
      fail(`the e2e suite needs Chromium, which is not at ${where}. ${chromiumInstallHint}`);
    }
    missingSuiteWarning = [
      `WARNING: THE END-TO-END (e2e) SUITE DID NOT RUN: no Chromium at ${where}.`,
      chromiumInstallHint,
      'CI runs it (REQUIRE_ALL_SUITES=1), so install Chromium before you rely on a green local run.',
    ];
    banner(missingSuiteWarning);
    projects.splice(projects.indexOf('e2e'), 1);
  }
  return projects;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The failed tests by file and name, with the first line of the reason: CI shows only the output's tail,
// and Vitest names the failures near its start.
function failedTestNames() {
  const report = readJson(jsonReport);
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        return `  ${relative(repoRoot, file.name)} › ${test.fullName}: ${reason}`;
      }),
  );
}

function readJson(file) {
  const path = join(repoRoot, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const projects = selectProjects();
const projectArgs = userProjects().length > 0 ? [] : projects.flatMap((name) => ['--project', name]);

if (projects.includes('e2e')) {
  try {
    await ensureBuilt();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

for (const file of [summaryFile, jsonReport]) rmSync(join(repoRoot, file), { force: true });

console.log(`Running Vitest projects: ${projects.join(', ')}`);
const vitestCli = join(repoRoot, 'node_modules/vitest/vitest.mjs');
const exitCode = await run(process.execPath, [
  vitestCli,
  'run',
  ...projectArgs,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${jsonReport}`,
  '--reporter=./scripts/lib/project-summary-reporter.mjs',
  ...args,
]);

const summary = readJson(summaryFile);
const problems = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
console.log('\nResults per project:');
// A pattern such as `--project 'server-sqlite*'` is counted as the projects it matched.
const matchedProjects = (pattern) => {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
  const matched = Object.keys(summary?.projects ?? {}).filter((name) => regex.test(name));
  return matched.length > 0 ? matched : [pattern];
};
const reportedProjects = projects.flatMap((name) => (name.includes('*') ? matchedProjects(name) : [name]));
for (const name of reportedProjects) {
  const counts = summary?.projects?.[name] ?? {
    files: 0,
    passed: 0,
    failed: 0,
    skipped: 0,
    todo: 0,
    brokenFiles: [],
  };
  const skipped = counts.skipped + counts.todo;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += skipped;
  const ran = counts.passed + counts.failed;
  console.log(
    `  ${name.padEnd(25)} ${counts.passed} passed, ${counts.failed} failed, ${skipped} skipped (${counts.files} files)`,
  );
  for (const file of counts.brokenFiles ?? []) problems.push(`${name}: ${file} failed outside any test`);
  if (ran === 0 && !hasFilters()) problems.push(`${name}: ran no test`);
}
if (!summary) problems.push('Vitest ended without a result summary (see its output above)');
if (summary?.unhandledErrors) problems.push(`${summary.unhandledErrors} unhandled error(s) during the run`);
if (totals.skipped > 0) problems.push(`${totals.skipped} test(s) skipped or todo: every test must run`);
if (totals.failed > 0) problems.push(`${totals.failed} test(s) failed`, ...failedTestNames());
if (totals.passed + totals.failed === 0) problems.push('no test ran');
if (exitCode !== 0 && problems.length === 0) problems.push(`Vitest exited with code ${exitCode}`);

if (missingSuiteWarning) banner(missingSuiteWarning);
if (problems.length > 0) console.error(`\nFAILED:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || exitCode !== 0 ? 1 : 0);
