// What one `npm test` runs: every suite, the suites of `--suites=`, or the suites its names
// belong to. A name is a test file or folder (with `:line` for one test in a file), which runs in
// its own suite, or a piece of a path, which picks the Vitest projects' test files whose path
// holds it. Options (`--name` or `--name=value`) go to each Vitest and Playwright run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { ALL_PARTS, binOf } from './prepare.mjs';

export const SUITES = ['types', 'lint', 'unit', 'api', 'hardening', 'e2e', 'visual'];
/** The Vitest projects of the unit suite; `api` is the API suite's. */
export const UNIT_PROJECTS = ['rules', 'contract', 'web', 'web-dom'];
const PLAYWRIGHT_FOLDERS = { e2e: 'frontend/tests/e2e', visual: 'frontend/tests/visual' };

/** What each suite needs built first (scripts/lib/prepare.mjs): the CMS's admin panel and the web build only for a started site. */
export const BUILDS = {
  types: ['rules', 'contract'],
  lint: ['rules', 'contract'],
  unit: ['rules', 'contract'],
  api: ['rules', 'contract', 'cms'],
  hardening: ALL_PARTS,
  e2e: ALL_PARTS,
  visual: ALL_PARTS,
};

/**
 * @typedef {object} Selection
 * @property {string[]} suites the suites to run, in SUITES order
 * @property {Record<string, string[]>} filters each suite's file filters (none: all its tests)
 * @property {string[]} unitProjects the unit suite's Vitest projects
 * @property {string[]} options passed to each Vitest and Playwright run
 * @property {boolean} named whether the run named tests (then the API suite runs on PostgreSQL only with TEST_DATABASE=postgres)
 */

/** A name as a path from the repository's root when it is one (from where npm was run), else as given. */
function fromRoot(name, cwd) {
  const [, file, line = ''] = /** @type {RegExpMatchArray} */ (name.match(/^(.*?)(:\d+)?$/));
  const full = path.resolve(cwd, file);
  return existsSync(full) ? `${path.relative(ROOT, full)}${line}` : name;
}

/** The Vitest test files each of `names` picks, with their projects (Vitest's own matching, `vitest list`). */
function vitestFiles(names) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'blog-test-list-'));
  const list = path.join(folder, 'files.json');
  const withoutLines = names.map((name) => name.replace(/:\d+$/, ''));
  try {
    const result = spawnSync(process.execPath, [binOf('.', 'vitest'), 'list', '--filesOnly', `--json=${list}`, ...withoutLines], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`vitest list exited with ${result.signal ?? result.status}`);
    /** @type {{ file: string, projectName: string }[]} */
    const files = existsSync(list) ? JSON.parse(readFileSync(list, 'utf8')) : [];
    return new Map(withoutLines.map((name, i) => [names[i], files.filter(({ file }) => file.includes(name))]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Reads the command line. Throws an Error whose message is for the person who typed it.
 * @param {string[]} argv
 * @param {string} [cwd] where npm was run from (npm runs scripts from the root)
 * @returns {Selection}
 */
export function selectTests(argv, cwd = process.env.INIT_CWD ?? process.cwd()) {
  const suitesOption = argv.find((arg) => arg.startsWith('--suites='));
  const options = argv.filter((arg) => arg.startsWith('-') && arg !== suitesOption);
  const names = argv.filter((arg) => !arg.startsWith('-')).map((name) => fromRoot(name, cwd));
  const chosen = suitesOption?.slice('--suites='.length).split(',');
  const unknown = (chosen ?? []).filter((name) => !SUITES.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown suite ${unknown.join(', ')}: choose from ${SUITES.join(', ')}`);
  const selection = { suites: chosen ?? SUITES, filters: {}, unitProjects: UNIT_PROJECTS, options, named: names.length > 0 };
  if (names.length === 0) return selection;
  if (chosen) {
    const unfiltered = chosen.filter((suite) => !['unit', 'api', 'e2e', 'visual'].includes(suite));
    if (unfiltered.length > 0) throw new Error(`The ${unfiltered.join(', ')} suite runs whole: name no tests with it`);
    return { ...selection, filters: Object.fromEntries(chosen.map((suite) => [suite, names])) };
  }

  /** @type {Record<string, string[]>} */
  const filters = {};
  const add = (suite, name) => (filters[suite] ??= []).push(name);
  const projects = new Set();
  const forVitest = [];
  for (const name of names) {
    const suite = Object.entries(PLAYWRIGHT_FOLDERS).find(([, folder]) => name === folder || name.startsWith(`${folder}/`))?.[0];
    if (suite) add(suite, name);
    else forVitest.push(name);
  }
  if (forVitest.length > 0) {
    for (const [name, files] of vitestFiles(forVitest)) {
      if (files.length === 0) throw new Error(`No test file's path holds ${name}`);
      for (const { projectName } of files) {
        projects.add(projectName);
        const suite = projectName === 'api' ? 'api' : 'unit';
        if (!filters[suite]?.includes(name)) add(suite, name);
      }
    }
  }
  return {
    ...selection,
    suites: SUITES.filter((suite) => suite in filters),
    filters,
    unitProjects: UNIT_PROJECTS.filter((project) => projects.has(project)),
  };
}
