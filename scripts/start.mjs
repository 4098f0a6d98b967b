// `npm start`: install what is missing, build what is stale, then serve the
// CMS and the web site; the CMS seeds the demo content on its first boot.
// Ctrl-C or SIGTERM stops both servers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBanner } from './lib/banner.mjs';
import { ROOT, resolveEnv, webServerEnv } from './lib/env.mjs';
import { binOf, ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { supervise } from './lib/supervise.mjs';

const started = Date.now();
await ensureInstalled();
await ensureBuilt();
const env = resolveEnv();

const servers = supervise();

function serve(name, script, cwd) {
  // `node path/to/bin`, so the PID kept here is the server's own.
  const serverEnv = name === 'web' ? webServerEnv(env) : env;
  const args = [script, ...(name === 'cms' ? ['start'] : [])];
  return servers.track(name, spawn(process.execPath, args, { cwd, env: serverEnv, stdio: 'inherit' }));
}

console.log(
  existsSync(path.join(env.DATA_DIR, env.DATABASE_FILENAME)) || env.DATABASE_CLIENT === 'postgres'
    ? 'Starting the CMS...'
    : 'Starting the CMS (its first start creates the database and seeds the demo content)...',
);
serve('cms', binOf('cms', '@strapi/strapi', 'strapi'), path.join(ROOT, 'cms'));
if (!(await servers.waitFor(`${env.CMS_URL}/_health`, 180000))) {
  console.error('The CMS did not come up within 3 minutes.');
  servers.stop(1);
} else {
  console.log('Starting the web server...');
  serve('web', path.join(ROOT, 'frontend/server.js'), path.join(ROOT, 'frontend'));
  if (await servers.waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 60000)) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(startBanner(env, seconds));
  } else if (!servers.stopping) {
    console.error('The web server did not come up within a minute.');
    servers.stop(1);
  }
}
