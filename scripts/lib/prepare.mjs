// What `npm start` and `npm test` both need first: dependencies installed and
// every part built, each step skipped when its inputs have not changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { step } from './progress.mjs';
import { run } from './run.mjs';
import { hashInputs, isFresh, writeStamp } from './stamps.mjs';

const at = (...parts) => path.join(ROOT, ...parts);
const MANIFESTS = [
  'package.json',
  'packages/rules/package.json',
  'packages/contract/package.json',
  'cms/package.json',
  'frontend/package.json',
];
// What npm installs from in a manifest: an edit of its scripts or description installs and rebuilds nothing.
const INSTALLED_FIELDS = [
  'name',
  'version',
  'workspaces',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
];

/** The lockfile and what each manifest asks npm for. */
function installInputs() {
  const hash = createHash('sha256');
  hash.update(readFileSync(at('package-lock.json')));
  for (const manifest of MANIFESTS) {
    const fields = JSON.parse(readFileSync(at(manifest), 'utf8'));
    hash.update(JSON.stringify([manifest, ...INSTALLED_FIELDS.map((name) => fields[name] ?? null)]));
  }
  return hash.digest('hex');
}

export async function ensureInstalled() {
  const stamp = at('node_modules', '.install-stamp');
  if (existsSync(at('node_modules')) && isFresh(stamp, installInputs())) return false;
  // `npm install` honours the lockfile; `npm ci` fails on registries without every platform's optional packages.
  await step(
    'Installing dependencies (npm install)',
    (stdio) =>
      run('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio, env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } }),
    { hint: 'the first time takes a few minutes; compiling the SQLite driver is the longest part' },
  );
  writeStamp(stamp, installInputs());
  return true;
}

/** A package's command, resolved from the workspace that depends on it (npm hoists as it likes). */
export function binOf(workspace, pkg, name = pkg.split('/').pop()) {
  const manifest = createRequire(at(workspace, 'package.json')).resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

const tscBuild =
  (workspace, project, ...options) =>
  (/** @type {import('node:child_process').StdioOptions} */ stdio) =>
    run(process.execPath, [binOf(workspace, 'typescript', 'tsc'), '-p', at(project), ...options], { stdio });

/** Each part, in build order; `part` names it for ensureBuilt(). */
const TARGETS = [
  {
    part: 'rules',
    name: 'shared rules',
    inputs: [at('packages/rules/src'), at('packages/rules/tsconfig.json')],
    output: at('packages/rules/dist'),
    build: tscBuild('packages/rules', 'packages/rules/tsconfig.json'),
  },
  {
    part: 'contract',
    name: 'wire contract',
    inputs: [at('packages/contract/src'), at('packages/contract/tsconfig.json')],
    output: at('packages/contract/dist'),
    build: tscBuild('packages/contract', 'packages/contract/tsconfig.json'),
  },
  {
    // What Strapi's own build compiles before its admin panel, as it compiles it (a whole program,
    // not from tsc's incremental record, which `strapi develop` keeps while it empties cms/dist).
    // The API suite needs only this; the admin panel's bundle takes minutes more.
    part: 'cms',
    name: 'CMS server',
    inputs: [at('cms/src'), at('cms/config'), at('cms/tsconfig.json'), at('packages/rules/src'), at('packages/contract/src')],
    output: at('cms/dist'),
    build: tscBuild('cms', 'cms/tsconfig.json', '--incremental', 'false'),
  },
  {
    part: 'cms-admin',
    name: "CMS admin panel (Strapi's build)",
    // The admin panel bundles the local plugins' admin halves (cms/config/plugins.ts); cms/src/admin
    // would hold its own customisations. Inside cms/dist/build, which `strapi develop` keeps.
    inputs: [at('cms/src/admin'), at('cms/config'), at('cms/tsconfig.json'), at('cms-plugins')],
    output: at('cms/dist/build'),
    build: (stdio) =>
      run(process.execPath, [binOf('cms', '@strapi/strapi', 'strapi'), 'build'], {
        cwd: at('cms'),
        stdio,
        env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      }),
  },
  {
    part: 'web',
    name: 'web front end',
    inputs: [
      at('frontend/app'),
      at('frontend/server'),
      at('frontend/public'),
      at('frontend/vite.config.ts'),
      at('frontend/react-router.config.ts'),
      at('packages/rules/src'),
      at('packages/contract/src'),
    ],
    output: at('frontend/build'),
    build: (stdio) =>
      run(process.execPath, [binOf('frontend', '@react-router/dev', 'react-router'), 'build'], {
        cwd: at('frontend'),
        stdio,
        env: { ...process.env, NODE_ENV: 'production' },
      }),
  },
];

/** Every part ensureBuilt() knows, in build order. */
export const ALL_PARTS = TARGETS.map((target) => target.part);

/**
 * Builds each of `parts` whose inputs changed since its last build.
 * @param {string[]} [parts] names from ALL_PARTS; all of them by default
 */
export async function ensureBuilt(parts = ALL_PARTS) {
  for (const target of TARGETS.filter(({ part }) => parts.includes(part))) {
    // A part is built against the installed packages too.
    const hash = `${installInputs()} ${hashInputs(target.inputs)}`;
    const stamp = path.join(target.output, '.build-stamp');
    if (isFresh(stamp, hash)) continue;
    await step(`Building the ${target.name}`, target.build);
    writeStamp(stamp, hash);
  }
}
