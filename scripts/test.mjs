// `npm test`: everything. Unit tests, the API suite against an in-process
// Strapi on SQLite (and on PostgreSQL when DATABASE_URL is set), then the end
// to end suite in Debian's Chromium against the site started as `npm start`
// starts it. Every suite runs even when one fails; the last line is the total.
// `npm test -- <file, folder or piece of a path>` runs just that, in its own suite, and
// `--suites=unit,api` only the suites named (scripts/test-node.mjs runs those two on another
// Node; scripts/lib/test-selection.mjs reads the command line; docs/developing.md).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './lib/chromium.mjs';
import { ROOT } from './lib/env.mjs';
import { binOf, ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { run } from './lib/run.mjs';
import { BUILDS, selectTests } from './lib/test-selection.mjs';

/** @type {import('./lib/test-selection.mjs').Selection} */
let selection;
try {
  selection = selectTests(process.argv.slice(2));
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}
const wanted = (/** @type {string} */ name) => selection.suites.includes(name);
/** A suite's file filters, then the options for its runner. */
const namedFor = (/** @type {string} */ name) => [...(selection.filters[name] ?? []), ...selection.options];

const started = Date.now();
await ensureInstalled();
// Only what the chosen suites need: a unit test does not wait for Strapi's admin panel.
await ensureBuilt([...new Set(selection.suites.flatMap((name) => BUILDS[name]))]);

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`End-to-end tests need Debian's Chromium at ${CHROMIUM}: run  sudo apt-get install -y chromium`);
  }
  console.log("Installing Debian's chromium package for the end-to-end tests...");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * @typedef {{ passed: number, failed: number, skipped: number, failedTitles?: string[], flakyTitles?: string[] }} Counts
 * A suite's counts; the titles of its failing tests, and of those that passed only on a retry.
 */
/** @type {(Counts & { name: string, seconds: number })[]} */
const suites = [];

/**
 * Runs a command with its output kept, and prints that output whole when it ends, so two
 * checks can run side by side without mixing their lines. Resolves to whether it passed.
 * @param {string[]} args for this Node
 * @param {string} cwd
 */
function checkQuietly(args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: path.join(ROOT, cwd), stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/**
 * The static checks, two at a time (one per core): the types of each workspace, then lint and
 * format (eslint.config.mjs, .prettierrc.json, ADR 17). Each that finds something fails the run,
 * counted as one failure of its suite (`npm run format` fixes the format).
 */
async function staticChecks() {
  const tsc = (workspace) => binOf(workspace, 'typescript', 'tsc');
  /** @type {{ suite: string, name: string, cwd: string, steps: string[][], clean: string }[]} */
  const checks = [];
  const types = (name, cwd, ...steps) => checks.push({ suite: 'types', name, cwd, steps, clean: 'no type errors' });
  if (wanted('types')) {
    types('frontend', 'frontend', [binOf('frontend', '@react-router/dev', 'react-router'), 'typegen'], [tsc('frontend'), '--noEmit']);
    types('cms', 'cms', [tsc('cms'), '--noEmit', '-p', 'tsconfig.json']);
    types('cms tests', 'cms', [tsc('cms'), '--noEmit', '-p', 'tests/tsconfig.json']);
    // The scripts are JavaScript: checkJs reads their JSDoc types.
    types('scripts', 'scripts', [tsc('.'), '-p', 'tsconfig.json']);
    // Each local Strapi plugin with a tsconfig: its admin source (built by Strapi's admin build) and server entry.
    for (const plugin of readdirSync(path.join(ROOT, 'cms-plugins'))) {
      if (existsSync(path.join(ROOT, 'cms-plugins', plugin, 'tsconfig.json'))) {
        types(`cms-plugins/${plugin}`, `cms-plugins/${plugin}`, [tsc('.'), '-p', 'tsconfig.json']);
      }
    }
  }
  if (wanted('lint')) {
    checks.push({ suite: 'lint and format', name: 'lint', cwd: '.', steps: [[binOf('.', 'eslint'), '.']], clean: 'no lint findings' });
    checks.push({
      suite: 'lint and format',
      name: 'format',
      cwd: '.',
      steps: [[binOf('.', 'prettier'), '--check', '--log-level', 'warn', '.']],
      clean: 'every file formatted',
    });
  }
  if (checks.length === 0) return;
  console.log('\n=== types, lint and format (two at a time) ===');
  const begun = Date.now();
  /** @type {Map<string, number>} */
  const failures = new Map(checks.map((check) => [check.suite, 0]));
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      let passed = true;
      for (const step of check.steps) if (passed) passed = await checkQuietly(step, check.cwd);
      console.log(`${check.name}: ${passed ? check.clean : 'FAILED'}`);
      if (!passed) failures.set(check.suite, (failures.get(check.suite) ?? 0) + 1);
    }
  };
  await Promise.all([worker(), worker()]);
  const seconds = (Date.now() - begun) / 1000;
  for (const [name, failed] of failures) suites.push({ name, passed: 0, failed, skipped: 0, seconds });
}

/**
 * Runs one suite and records its counts. With `logFile` its output goes there and is
 * printed whole when it ends, so a suite can run beside another without mixing lines.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {() => Counts} readCounts
 * @param {string | null} [logFile]
 */
async function suite(name, command, args, env, readCounts, logFile = null) {
  console.log(logFile ? `\n=== ${name}: running alongside, output at its end ===` : `\n=== ${name} ===`);
  const begun = Date.now();
  let crashed = null;
  const output = logFile ? openSync(logFile, 'w') : null;
  try {
    /** @type {import('node:child_process').StdioOptions} */
    const stdio = output === null ? 'inherit' : ['ignore', output, output];
    await run(process.execPath, [command, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio });
  } catch (error) {
    crashed = error;
  } finally {
    if (output !== null && logFile !== null) {
      closeSync(output);
      console.log(`\n=== ${name} (output) ===\n${readFileSync(logFile, 'utf8')}`);
    }
  }
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = readCounts();
  } catch {
    crashed ??= new Error('no report was written');
  }
  // A runner that failed without a failing test (a crash, a startup error) still counts as a failure.
  if (crashed && counts.failed === 0) counts.failed = 1;
  suites.push({ name, ...counts, seconds: (Date.now() - begun) / 1000 });
}

const vitest = binOf('.', 'vitest');
function vitestSuite(name, suiteName, projects, env = {}, { alongside = false } = {}) {
  const stem = path.join(ROOT, 'test-results', `vitest-${name.replace(/\W+/g, '-')}`);
  const report = `${stem}.json`;
  rmSync(report, { force: true });
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...namedFor(suiteName),
  ];
  return suite(
    name,
    vitest,
    args,
    env,
    () => {
      const result = JSON.parse(readFileSync(report, 'utf8'));
      /** @type {(keep: (test: { status: string, failureMessages: string[] }) => boolean) => string[]} */
      const titles = (keep) =>
        result.testResults.flatMap((/** @type {any} */ file) =>
          file.assertionResults.filter(keep).map((/** @type {any} */ test) => `${path.relative(ROOT, file.name)} › ${test.fullName}`),
        );
      return {
        passed: result.numPassedTests,
        failed: result.numFailedTests,
        skipped: result.numPendingTests + result.numTodoTests,
        failedTitles: titles((test) => test.status === 'failed'),
        // A test that passed with errors recorded failed first and passed on its retry.
        flakyTitles: titles((test) => test.status === 'passed' && test.failureMessages.length > 0),
      };
    },
    alongside ? `${stem}.log` : null,
  );
}

await staticChecks();
// ensureBuilt() has just compiled the CMS: the API suites load that build instead of each compiling it again.
process.env.CMS_DIST_READY = 'true';
if (wanted('unit')) await vitestSuite('unit', 'unit', selection.unitProjects);
// The two databases side by side: each file boots its own CMS on its own database, and the
// suites spend much of their time waiting (sign-in delays, disk, PostgreSQL), so running
// them together takes about as long as the slower one alone (measured: 426 s instead of 808 s).
// Named API tests run on SQLite, and on PostgreSQL too only when TEST_DATABASE=postgres asks for it.
async function apiSuites() {
  const onPostgres = selection.named ? process.env.TEST_DATABASE === 'postgres' : Boolean(process.env.DATABASE_URL);
  if (!onPostgres) {
    await vitestSuite('api (SQLite)', 'api', ['api'], { TEST_DATABASE: 'sqlite' });
    console.log(
      selection.named
        ? '\nTEST_DATABASE is not postgres: these API tests did not run against PostgreSQL.'
        : '\nDATABASE_URL is not set: the API suite does not run against PostgreSQL this time.',
    );
    return;
  }
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  await Promise.all([
    vitestSuite('api (SQLite)', 'api', ['api'], { TEST_DATABASE: 'sqlite' }),
    vitestSuite('api (PostgreSQL)', 'api', ['api'], { TEST_DATABASE: 'postgres' }, { alongside: true }),
  ]);
}
if (wanted('api')) await apiSuites();

// Load, faults and scale-out against servers the suite starts itself (scripts/hardening.mjs).
async function hardening() {
  const report = path.join(ROOT, 'test-results', 'hardening.json');
  rmSync(report, { force: true });
  await suite('hardening', path.join(ROOT, 'scripts', 'hardening.mjs'), [], {}, () => {
    const { passed, failed, skipped, scenarios } = JSON.parse(readFileSync(report, 'utf8'));
    /** @type {string[]} */
    const failedTitles = scenarios.flatMap((/** @type {any} */ scenario) =>
      scenario.checks
        .filter((/** @type {any} */ check) => !check.passed)
        .map((/** @type {any} */ check) => `${scenario.name} › ${check.title}`),
    );
    return { passed, failed, skipped, failedTitles };
  });
}
if (wanted('hardening')) await hardening();

/** Playwright's tests of one outcome ('unexpected': failed; 'flaky': passed on its retry), by file and title. */
function titlesOf(report, outcome) {
  const titles = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) if (test.status === outcome) titles.push(`${spec.file} › ${spec.title}`);
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

/**
 * A Playwright suite against a site of its own, started by its config on a fresh data folder
 * (named by `dataVariable`) that is removed afterwards; `reportFile` is the config's JSON report.
 * @param {string} name
 * @param {string} suiteName its name in SUITES, for its filters
 * @param {string} config
 * @param {string} dataVariable
 * @param {string} reportFile
 */
async function playwrightSuite(name, suiteName, config, dataVariable, reportFile) {
  const data = mkdtempSync(path.join(os.tmpdir(), 'blog-pw-'));
  const report = path.join(ROOT, 'test-results', reportFile);
  rmSync(report, { force: true });
  await suite(
    name,
    binOf('.', '@playwright/test', 'playwright'),
    ['test', '-c', config, ...namedFor(suiteName)],
    { [dataVariable]: data, DATABASE_URL: '' },
    () => {
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const { stats } = result;
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
        failedTitles: titlesOf(result, 'unexpected'),
        flakyTitles: titlesOf(result, 'flaky'),
      };
    },
  );
  rmSync(data, { recursive: true, force: true });
}

if (wanted('e2e') || wanted('visual')) await ensureChromium();
if (wanted('e2e')) await playwrightSuite('end to end (Chromium)', 'e2e', 'playwright.config.ts', 'E2E_DATA_DIR', 'e2e.json');
// Pictures of the main pages on the untouched demo content, compared with the committed ones.
if (wanted('visual')) await playwrightSuite('visual snapshots', 'visual', 'playwright.visual.config.ts', 'VISUAL_DATA_DIR', 'visual.json');

const total = suites.reduce(
  (sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSuite                      passed  failed  skipped  seconds');
for (const s of suites) {
  console.log(
    `${s.name.padEnd(26)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}  ${s.seconds.toFixed(1).padStart(7)}`,
  );
}
// Last, so that a log read from its end names them.
for (const s of suites) {
  for (const title of s.flakyTitles ?? []) console.log(`Flaky in ${s.name} (passed on its retry): ${title}`);
  for (const title of s.failedTitles ?? []) console.log(`Failed in ${s.name}: ${title}`);
}
console.log(`\nWhole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
