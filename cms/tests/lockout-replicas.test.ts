import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { expectAtMostTheAllowanceChecked, lastByteBurst, rawPost } from './lockout-burst';
import { signInForm, signInPath } from './owner-session';

/**
 * The last-byte burst of lockout.test.ts (issue 14, item 2) across two CMS
 * processes on one PostgreSQL schema, as replicas behind a load balancer: the
 * lockout holds however the requests are shared out. (SQLite is one file for
 * one process: its replicas are not a setup the site supports.)
 */
const postgres = process.env.TEST_DATABASE === 'postgres';

let cms: TestCms;
let second: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(port: number) {
  for (let i = 0; i < 600; i++) {
    if (second?.exitCode !== null) throw new Error(`the second CMS exited (${second?.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_health`)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error('the second CMS did not come up');
}

// Two CMS processes share one database only on PostgreSQL (SQLite is one file per process here).
describe.runIf(postgres)('a last-byte burst across two CMS processes on one database', () => {
  let ports: [number, number];

  beforeAll(async () => {
    cms = await startCms();
    const server = cms.strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = await freePort();
    second = spawn(process.execPath, [path.join(__dirname, 'second-cms.cjs')], {
      env: { ...process.env, ...cms.env, CMS_HOST: '127.0.0.1', CMS_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(port);
    ports = [(server.address() as AddressInfo).port, port];
  });
  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second?.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await cms?.stop();
  });

  it('gets no more credential checks than the lockout allows, however they are shared out', async () => {
    const requests: { port: number; text: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const address = `198.18.7.${i + 1}`;
      const agent = supertest.agent(cms.strapi.server.httpServer).set('X-Forwarded-For', address);
      const form = await signInForm(cms, agent, i === 29 ? cms.env.OWNER_PASSWORD : `guess-${i}`);
      // Every other one to the second process.
      requests.push({ port: ports[i % 2], text: rawPost(signInPath(cms), form, address) });
    }
    const statuses = await lastByteBurst(requests);
    expectAtMostTheAllowanceChecked(statuses);
  });
});
