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

const TARGETS = [
  {
    name: 'shared rules',
    inputs: [at('packages/rules/src'), at('packages/rules/tsconfig.json')],
    output: at('packages/rules/dist'),
    build: (stdio) =>
      run(process.execPath, [binOf('packages/rules', 'typescript', 'tsc'), '-p', at('packages/rules/tsconfig.json')], { stdio }),
  },
  {
    name: 'wire contract',
    inputs: [at('packages/contract/src'), at('packages/contract/tsconfig.json')],
    output: at('packages/contract/dist'),
    build: (stdio) =>
      run(process.execPath, [binOf('packages/contract', 'typescript', 'tsc'), '-p', at('packages/contract/tsconfig.json')], { stdio }),
  },
  {
    name: 'CMS (Strapi server and admin panel)',
    // The admin panel bundles the local plugins' admin halves (cms/config/plugins.ts).
    inputs: [
      at('cms/src'),
      at('cms/config'),
      at('cms/tsconfig.json'),
      at('cms-plugins'),
      at('packages/rules/src'),
      at('packages/contract/src'),
    ],
    output: at('cms/dist'),
    build: (stdio) =>
      run(process.execPath, [binOf('cms', '@strapi/strapi', 'strapi'), 'build'], {
        cwd: at('cms'),
        stdio,
        env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      }),
  },
  {
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

export async function ensureBuilt() {
  for (const target of TARGETS) {
    // A part is built against the installed packages too.
    const hash = `${installInputs()} ${hashInputs(target.inputs)}`;
    const stamp = path.join(target.output, '.build-stamp');
    if (isFresh(stamp, hash)) continue;
    await step(`Building the ${target.name}`, target.build);
    writeStamp(stamp, hash);
  }
}
