import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrefOf } from '@blog/rules/slug';
import { serviceOf } from '../src/lib/services';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';
import { MINUTE, runJobsAt, sendsOf } from './due-jobs-kit';
import { until } from './mail-server';

/**
 * Scheduled publishes and delayed e-mails across two CMS processes on one
 * PostgreSQL schema (issue 19, items 4 and 7; ADR 37): the second process's
 * poller and a burst of this one's claim the same due jobs together, and each
 * draft is published once and each e-mail sent once. Both clocks are moved
 * through TEST_CLOCK_FILE, as the end-to-end tests move theirs.
 */
const postgres = process.env.TEST_DATABASE === 'postgres';
const DRAFT = 'api::draft.draft';
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::subscriber.subscriber';
const READERS = ['one.reader@example.com', 'two.reader@example.com'];
const DRAFTS = 20;

let cms: TestCms;
let second: ChildProcess | undefined;
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blog-clock-')), 'offset');
const moveClock = (minutes: number) => fs.writeFileSync(clockFile, String(minutes * MINUTE));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// Two CMS processes share one database only on PostgreSQL (SQLite is one file per process here).
describe.runIf(postgres)('due jobs across two CMS processes on one database', () => {
  beforeAll(async () => {
    moveClock(0);
    cms = await startCms({ TEST_CLOCK_FILE: clockFile, SEED_DEMO: 'false' });
    const port = await freePort();
    second = spawn(process.execPath, [path.join(__dirname, 'second-cms.cjs')], {
      env: { ...process.env, ...cms.env, CMS_HOST: '127.0.0.1', CMS_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(
      async () => {
        if (second?.exitCode !== null) throw new Error(`the second CMS exited (${second?.exitCode})`);
        return fetch(`http://127.0.0.1:${port}/_health`).then(
          (response) => response.status < 500,
          () => false,
        );
      },
      'the second CMS',
      150_000,
    );
    for (const email of READERS) {
      await cms.strapi.documents(SUBSCRIBER).create({ data: { email, token: randomBytes(16).toString('hex'), confirmed: true } });
    }
  }, 180_000);
  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second?.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await cms?.stop();
  });

  it('publishes each scheduled draft once and sends each e-mail once', async () => {
    const titles: string[] = [];
    for (let i = 0; i < DRAFTS; i += 1) {
      const title = `Coding on two servers ${i} ${randomBytes(3).toString('hex')}`;
      titles.push(title);
      const draft = await cms.strapi.documents(DRAFT).create({ data: { ...articleData(title), category: 'Coding', href: '/x' } });
      const outcome = await serviceOf(cms.strapi, DRAFT).schedule(draft.documentId, new Date(Date.now() + 60 * MINUTE), true);
      expect(outcome.outcome).toBe('scheduled');
    }

    // An hour later on both clocks. Once a poller (the second process's or this one's, each
    // every 5 seconds) has begun, a burst of claimers here joins it.
    moveClock(61);
    await until(async () => (await cms.strapi.documents(DRAFT).count({})) < DRAFTS, 'a poller at work', 15_000);
    await Promise.all(Array.from({ length: 4 }, () => runJobsAt(cms, 61)));
    await until(async () => (await cms.strapi.documents(DRAFT).count({})) === 0, 'every draft published', 30_000);
    const articles: { documentId: string }[] = [];
    for (const title of titles) {
      const made = await cms.strapi.documents(ARTICLE).findMany({ filters: { href: hrefOf(title) } });
      expect(made, title).toHaveLength(1);
      articles.push(made[0]);
      expect(await sendsOf(cms, made[0].documentId), title).toMatchObject([{ state: 'waiting' }]);
    }

    // Five minutes after the publish, the e-mails leave, each from one process.
    moveClock(70);
    const states = async () =>
      (await Promise.all(articles.map((article) => sendsOf(cms, article.documentId)))).flat().map((send) => send.state);
    await until(async () => (await states()).some((state) => state !== 'waiting'), 'a poller at work', 15_000);
    await Promise.all(Array.from({ length: 4 }, () => runJobsAt(cms, 70)));
    await until(async () => (await states()).every((state) => state === 'sent'), 'every e-mail sent', 30_000);
    const outbox = path.join(cms.env.DATA_DIR, 'outbox');
    const mails = fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
    for (const title of titles) {
      for (const reader of READERS) {
        expect(
          mails.filter((text) => text.includes(`Subject: ${title}`) && text.includes(`To: ${reader}`)),
          `${title} to ${reader}`,
        ).toHaveLength(1);
      }
    }
    expect(mails).toHaveLength(DRAFTS * READERS.length);
  }, 120_000);
});
