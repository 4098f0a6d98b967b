// `npm run dev`: the site from its sources, each part taking an edit as it is saved. The shared
// packages are compiled again as they change (tsc --watch); the CMS is `strapi develop` on the
// demo data folder `npm start` uses (it restarts on an edit of cms/src or cms/config; its admin
// panel is the built one, rebuilt only when the admin's own code changed); the web server serves
// the pages through Vite (frontend/server.dev.js), so an edit shows in the browser at once and an
// edit under frontend/server restarts it. `npm run dev -- --watch-admin` serves Strapi's admin from
// its sources instead, for work on the plugins' admin halves; `--inspect-web`, `--inspect-cms` open
// Node's inspector (docs/developing.md). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { startBanner } from './lib/banner.mjs';
import { ROOT, resolveEnv } from './lib/env.mjs';
import { binOf, ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { supervise } from './lib/supervise.mjs';

const started = Date.now();
const watchAdmin = process.argv.includes('--watch-admin');
/** `--inspect-web[=port]`, `--inspect-cms[=port]`: Node's inspector on that server, on loopback. */
function inspector(name, port) {
  const flag = process.argv.find((arg) => arg === `--inspect-${name}` || arg.startsWith(`--inspect-${name}=`));
  return flag ? [`--inspect=127.0.0.1:${flag.split('=')[1] ?? port}`] : [];
}
await ensureInstalled();
const env = resolveEnv();

const processes = supervise({ groups: true });

/**
 * Starts one long-running part in a process group of its own (so that stopping it stops what it
 * started: Strapi's worker, Vite's helpers), each line of its output tagged with its name.
 * @param {string} name
 * @param {string[]} args for this Node
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, ready?: RegExp }} [options] `ready`: the line that says it is up
 * @returns {Promise<void>} resolves when `ready` is seen (at once without one)
 */
function serve(name, args, { cwd = ROOT, env: childEnv = env, ready } = {}) {
  const child = processes.track(
    name,
    spawn(process.execPath, args, { cwd, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let seen = !ready;
  return new Promise((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        if (line.trim()) console.log(`[${name}] ${line}`);
        if (!seen && ready?.test(line)) {
          seen = true;
          resolve(undefined);
        }
      });
    }
    if (seen) resolve(undefined);
  });
}

// Both servers load the packages' dist/: wait for each watcher's first compile. Not watched:
// node_modules, which the servers write to (caches), each write a needless compile.
const compiled = /Watching for file changes/;
const tsc = binOf('.', 'typescript', 'tsc');
const watchOptions = ['--watch', '--preserveWatchOutput', '--excludeDirectories', '**/node_modules'];
await Promise.all(
  ['rules', 'contract'].map((name) =>
    serve(name, [tsc, '-p', path.join(ROOT, 'packages', name, 'tsconfig.json'), ...watchOptions], { ready: compiled }),
  ),
);
// `strapi develop` compiles the CMS's TypeScript itself; its admin panel it only serves.
if (!watchAdmin && !processes.stopping) await ensureBuilt(['cms-admin']);

// Neither server's trouble stops the others here: a broken edit is fixed and saved, and the part
// that failed takes it. Only a part that ends (not one that waits for an edit) stops them all.
if (!processes.stopping) {
  const adminFlags = watchAdmin ? ['--watch-admin'] : ['--no-watch-admin', '--no-build-admin'];
  // With the inspector, Strapi's worker (the server itself) listens on the port after the one asked for.
  const strapi = [binOf('cms', '@strapi/strapi', 'strapi'), 'develop', ...adminFlags, '--no-install-deps'];
  serve('cms', [...inspector('cms', 9230), ...strapi], { cwd: path.join(ROOT, 'cms') });
  if (!(await processes.waitFor(`${env.CMS_URL}/_health`, 300000)) && !processes.stopping) {
    console.error('The CMS is not up after 5 minutes (its output is above); starting the web server all the same.');
  }
}
if (!processes.stopping) {
  // React's development build (Vite's hot reload needs it), and no kept pages unless asked for:
  // a page kept for the content's version would not show an edit of its code.
  const webEnv = { ...env, NODE_ENV: 'development', PAGE_CACHE_MB: env.PAGE_CACHE_MB ?? '0' };
  const watched = ['server', 'server.dev.js', 'vite.config.ts', 'react-router.config.ts'].map((entry) => `--watch-path=${entry}`);
  await serve('web', [...inspector('web', 9229), ...watched, 'server.dev.js'], {
    cwd: path.join(ROOT, 'frontend'),
    env: webEnv,
    ready: /^Web server .* listening on/,
  });
  if (!processes.stopping) console.log(startBanner(env, ((Date.now() - started) / 1000).toFixed(1)));
}
