// A Docker daemon of the compose test's own: its own data root (in the cache folder, so base
// images and build layers serve the next run), socket and exec root; never the machine's default
// daemon. Installs Debian's docker.io, docker-compose and debootstrap when they are missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cacheDir } from '../lib/node-release.mjs';
import { run } from '../lib/run.mjs';

const PACKAGES = { dockerd: 'docker.io', 'docker-compose': 'docker-compose', debootstrap: 'debootstrap' };
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

export async function ensureDockerTools() {
  const missing = Object.entries(PACKAGES).filter(([command]) => !has(command));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0)
    throw new Error(`The compose test needs Debian's ${packages.join(', ')}: run  sudo apt-get install -y ${packages.join(' ')}`);
  console.log(`Installing Debian's ${packages.join(', ')}...`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Starts the daemon and waits until it answers.
 * @returns {Promise<{ env: NodeJS.ProcessEnv, stop: () => Promise<void>, pid: number }>}
 *   env points docker and docker-compose at this daemon (Debian's docker CLI first on PATH)
 */
export async function startDocker() {
  if (process.getuid?.() !== 0) throw new Error('The compose test starts a Docker daemon of its own: run it as root.');
  const home = cacheDir('docker');
  const execRoot = '/run/writer-blog-docker';
  mkdirSync(execRoot, { recursive: true, mode: 0o700 });
  const socket = path.join(execRoot, 'docker.sock');
  const log = path.join(home, 'dockerd.log');
  // The bridge a daemon makes and leaves behind when it stops: removed afterwards if this run made it.
  const hadBridge = existsSync('/sys/class/net/docker0');
  const daemon = spawn(
    'dockerd',
    [
      '--data-root',
      path.join(home, 'data'),
      '--exec-root',
      execRoot,
      '--pidfile',
      path.join(execRoot, 'docker.pid'),
      '--host',
      `unix://${socket}`,
    ],
    { stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')] },
  );
  const exited = new Promise((resolve) => daemon.once('exit', resolve));
  const env = {
    ...process.env,
    DOCKER_HOST: `unix://${socket}`,
    // Debian's docker CLI matches Debian's daemon (and builds with its BuildKit); a newer one elsewhere on PATH may not.
    PATH: `/usr/bin:${process.env.PATH}`,
    DOCKER_BUILDKIT: '1',
    COMPOSE_DOCKER_CLI_BUILD: '1',
  };
  const stop = async () => {
    if (daemon.exitCode === null) {
      daemon.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000).then(() => daemon.kill('SIGKILL'))]);
    }
    if (!hadBridge) spawnSync('ip', ['link', 'delete', 'docker0'], { stdio: 'ignore' });
    rmSync(execRoot, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 120; tries += 1) {
    if (daemon.exitCode !== null) throw new Error(`dockerd stopped at once (see ${log})`);
    if (existsSync(socket) && spawnSync('docker', ['info'], { env, stdio: 'ignore' }).status === 0)
      return { env, stop, pid: daemon.pid ?? 0 };
    await sleep(500);
  }
  await stop();
  throw new Error(`dockerd did not answer within a minute (see ${log})`);
}
