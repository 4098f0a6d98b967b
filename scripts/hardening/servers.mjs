// The servers a scenario starts for itself: the built CMS and web server exactly as
// `npm start` runs them (scripts/start.mjs), and nginx on a loopback port. Each is kept
// by its PID and stopped by it, also when a check fails or the run is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, resolveEnv, webServerEnv } from '../lib/env.mjs';
import { binOf } from '../lib/prepare.mjs';
import { run } from '../lib/run.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOG_DIR = path.join(ROOT, 'test-results', 'hardening-logs');
const NGINX = '/usr/sbin/nginx';
/**
 * Node options for every CMS and web server started here (the hardening suite's and the bench's),
 * e.g. SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles": how a profile of the servers
 * under the mix is taken (docs/performance.md). Each log names its server's PID.
 */
const SERVER_NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const running = new Set();

// Whatever ends this run, no server it started outlives it.
process.on('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of running) server.child.kill('SIGKILL');
    process.exit(130);
  });
}

/** A fresh temporary folder (removed by the caller). */
export const tempDir = (name) => mkdtempSync(path.join(os.tmpdir(), `blog-hardening-${name}-`));

async function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net
      .createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

/**
 * The environment of one server: the demo configuration of `npm start` with the given
 * ports, data folder and database. Nothing of the caller's database variables leaks in
 * (CI sets DATABASE_URL for the API suite).
 * @param {{ dataDir: string, webPort?: number, cmsPort?: number, cmsUrl?: string, database: Record<string, string>, extra?: Record<string, string> }} options
 */
export function serverEnv({ dataDir, webPort, cmsPort, cmsUrl, database, extra = {} }) {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_CLIENT', 'DATABASE_SCHEMA', 'DATABASE_FILENAME', 'NODE_ENV', 'CMS_URL', 'PUBLIC_URL'])
    delete base[name];
  return resolveEnv({
    ...base,
    DATA_DIR: dataDir,
    WEB_PORT: String(webPort ?? 3000),
    CMS_PORT: String(cmsPort ?? 1337),
    ...(cmsUrl ? { CMS_URL: cmsUrl } : {}),
    PUBLIC_URL: `http://127.0.0.1:${webPort ?? 3000}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...database,
    ...extra,
  });
}

/** Polls `url` until it answers below 500. */
export async function waitUntilUp(url, timeoutMs, server) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null)
      throw new Error(`${server.name} exited (${server.child.exitCode}) while starting: see ${server.log}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (answer.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s${server ? `: see ${server.log}` : ''}`);
}

/** @typedef {ReturnType<typeof spawnServer> & { url: string, env?: Record<string, string>, bootMs?: number }} Server A server this run started, answering at its url. */

function spawnServer(name, command, args, { cwd, env }) {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${name}.log`);
  appendFileSync(log, `\n--- ${new Date().toISOString()} ${name} starting\n`);
  const out = openSync(log, 'a');
  const child = spawn(command, command === process.execPath ? [...SERVER_NODE_ARGS, ...args] : args, {
    cwd,
    env,
    stdio: ['ignore', out, out],
  });
  appendFileSync(log, `pid ${child.pid}\n`);
  const server = {
    name,
    child,
    pid: child.pid,
    log,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code))),
  };
  running.add(server);
  server.exited.then(() => running.delete(server));
  return server;
}

/** Stops a server this run started, by its PID: SIGTERM, then SIGKILL after 10 s. */
export async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(killer);
}

/** kill -9: the process gets no chance to finish anything. */
export async function killServer(server) {
  process.kill(server.pid, 'SIGKILL');
  await server.exited;
}

export const isAlive = (server) => server.child.exitCode === null && server.child.signalCode === null;

/** The built CMS (`strapi start` in cms/), up when /_health answers. */
export async function startCms(name, env) {
  if (!(await portIsFree(Number(env.CMS_PORT)))) throw new Error(`port ${env.CMS_PORT} is taken: is an earlier run still going?`);
  const started = Date.now();
  const server = spawnServer(name, process.execPath, [binOf('cms', '@strapi/strapi', 'strapi'), 'start'], {
    cwd: path.join(ROOT, 'cms'),
    env,
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${env.CMS_PORT}/_health`, 240_000, server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return Object.assign(server, { url: `http://127.0.0.1:${env.CMS_PORT}`, env, bootMs: Date.now() - started });
}

/** The built web server (`node server.js` in frontend/), up when / answers. */
export async function startWeb(name, env) {
  if (!(await portIsFree(Number(env.WEB_PORT)))) throw new Error(`port ${env.WEB_PORT} is taken: is an earlier run still going?`);
  const server = spawnServer(name, process.execPath, [path.join(ROOT, 'frontend', 'server.js')], {
    cwd: path.join(ROOT, 'frontend'),
    env: webServerEnv(env),
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${env.WEB_PORT}/`, 60_000, server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return Object.assign(server, { url: `http://127.0.0.1:${env.WEB_PORT}`, env });
}

/** Debian's nginx, installed as `npm test` installs Chromium: with apt when missing and running as root. */
export async function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`The scale-out scenario needs Debian's nginx at ${NGINX}: run  sudo apt-get install -y nginx-light`);
  console.log("Installing Debian's nginx-light package for the scale-out scenario...");
  // RUNLEVEL=1: the package's own service is not started (it would take port 80).
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env }).catch(() =>
    run('apt-get', ['install', '-y', '-qq', 'nginx'], { env }),
  );
}

/** nginx on 127.0.0.1:`port`, round robin over `upstreams`, adding the client's address to X-Forwarded-For. */
export async function startNginx(name, port, upstreams) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: is an earlier run still going?`);
  const prefix = tempDir('nginx');
  // Its workers drop root: they must be able to reach their temporary folders.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 2048; }
http {
  access_log off;
  upstream web { ${upstreams.map((url) => `server ${new URL(url).host};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const server = spawnServer(name, NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { cwd: prefix, env: process.env });
  server.exited.then(() => rmSync(prefix, { recursive: true, force: true }));
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, 20_000, server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return Object.assign(server, { url: `http://127.0.0.1:${port}` });
}

/** The last lines of a server's log, for a failure's report. */
export function logTail(server, lines = 25) {
  try {
    return readFileSync(server.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Resident memory of a server in MB (Linux), for the soak's drift figures. */
export function residentMb(server) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}
