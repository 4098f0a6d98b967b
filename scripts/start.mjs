// `npm start`: install what is missing, build what is stale, then serve the
// CMS and the web site; the CMS seeds the demo content on its first boot.
// Ctrl-C or SIGTERM stops both servers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBanner } from './lib/banner.mjs';
import { ROOT, resolveEnv, webServerEnv } from './lib/env.mjs';
import { binOf, ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

const started = Date.now();
await ensureInstalled();
await ensureBuilt();
const env = resolveEnv();

const children = new Map();
let stopping = false;

function serve(name, script, cwd) {
  // `node path/to/bin`, so the PID kept here is the server's own.
  const serverEnv = name === 'web' ? webServerEnv(env) : env;
  const child = spawn(process.execPath, [script, ...(name === 'cms' ? ['start'] : [])], { cwd, env: serverEnv, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`The ${name} server stopped (${signal ?? code}); stopping the other.`);
      stop(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  // A server that ignores SIGTERM is ended after 10 s.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 10000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  return false;
}

console.log(
  existsSync(path.join(env.DATA_DIR, env.DATABASE_FILENAME)) || env.DATABASE_CLIENT === 'postgres'
    ? 'Starting the CMS...'
    : 'Starting the CMS (its first start creates the database and seeds the demo content)...',
);
serve('cms', binOf('cms', '@strapi/strapi', 'strapi'), path.join(ROOT, 'cms'));
if (!(await waitFor(`${env.CMS_URL}/_health`, 180000))) {
  console.error('The CMS did not come up within 3 minutes.');
  stop(1);
} else {
  console.log('Starting the web server...');
  serve('web', path.join(ROOT, 'frontend/server.js'), path.join(ROOT, 'frontend'));
  if (await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 60000)) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(startBanner(env, seconds));
  } else if (!stopping) {
    console.error('The web server did not come up within a minute.');
    stop(1);
  }
}
