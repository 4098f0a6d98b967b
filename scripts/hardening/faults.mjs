// Scenario 2 (issue 8, item 5): faults.
//  a. SQLite: kill -9 the CMS in the middle of a write storm, read the file as the crash
//     left it (PRAGMA integrity_check), see the web server answer a friendly 503 page at
//     once while the CMS is down, restart the CMS only, and see the web server recover by
//     itself and every acknowledged write stored.
//  b. PostgreSQL: the database becomes unreachable for the site (its role refused, its
//     connections ended): requests get a 503 with a clear message in seconds, never a hang
//     or a 500, and everything recovers by itself when the database is back.
import { randomBytes, randomInt } from 'node:crypto';
import { ROOT } from '../lib/env.mjs';
import { nextAddress } from './mixed-load.mjs';
import {
  articleIds,
  countDailyView,
  countVisit,
  humanCheckToken,
  like,
  opinion,
  ownerCookie,
  page,
  publishArticle,
} from './site-client.mjs';
import { isAlive, killServer, startCms } from './servers.mjs';
import { viewCounts } from './site-db.mjs';
import { recordArticleWrite, recordWrite, sentWrite, verifyWrites, writeLog } from './writes.mjs';
import { jsonOf, request } from './http.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

const FRIENDLY = 'not reachable right now';
const DATABASE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
// What a stack trace or a server path in a page would look like.
const STACK = /node_modules|\bat [\w.<>$]+ \(|file:\/\//;
const leakIn = (text) => STACK.exec(text)?.[0] ?? (text.includes(ROOT) ? ROOT : null);

/**
 * A reader page the page cache has never cached, so it needs the CMS: a category page at a page number
 * nobody asked for (the cache holds each page number apart, and drops any other query).
 */
const neverCached = () => `/blog/page/coding?page=${randomInt(1000, 100_000)}`;
/** The address of an article nobody asked for (a document id of Strapi's form): its page needs the CMS. */
const unknownArticle = () => `/blog/${randomBytes(12).toString('hex').slice(0, 24)}`;

/** The checks a page answer must pass while the CMS or its database is away. */
function checkFriendlyPage(report, what, answer, withinMs) {
  report.check(
    `${what}: 503 HTML page with a human message in ${Math.round(answer.ms)} ms (under ${withinMs / 1000} s), no stack trace`,
    answer.status === 503 &&
      String(answer.headers['content-type']).startsWith('text/html') &&
      answer.text.includes(FRIENDLY) &&
      answer.text.includes('Temporarily unavailable') &&
      !leakIn(answer.text) &&
      answer.ms < withinMs,
    {
      status: answer.status,
      ms: Math.round(answer.ms),
      type: answer.headers['content-type'],
      error: answer.error,
      leak: leakIn(answer.text),
      body: answer.text.slice(0, 300),
    },
  );
}

/**
 * Polls a reader page not in the cache until it renders, then asks the plain path readers
 * use (which must not be an error page cached during the outage): the time it took.
 */
async function recovery(base, path, timeoutMs) {
  const begun = Date.now();
  while (Date.now() - begun < timeoutMs) {
    const answer = await page(base, neverCached(), { timeoutMs: 5000 });
    if (answer.status === 200) {
      const plain = await page(base, path, { timeoutMs: 5000 });
      return plain.status === 200 ? Date.now() - begun : null;
    }
    await sleep(100);
  }
  return null;
}

/** Writers that loop until stopped: likes, opinions and page views from many readers, and the owner publishing. */
function writeStorm(site, log, { articles, tokens, cookie, workers }) {
  const storm = { killedAt: Infinity, inFlightAtKill: 0 };
  let stopped = false;
  const base = site.web.url;
  /** Sends one write; one sent before the kill and answered only after it, without success, was in flight. */
  const write = async (kind, key, send) => {
    sentWrite(log, kind);
    const sentAt = Date.now();
    const answer = await send();
    if (answer.status < 200 || answer.status >= 300) {
      if (sentAt < storm.killedAt && Date.now() >= storm.killedAt) storm.inFlightAtKill += 1;
      // After the kill the web server answers 503 at once: no need to spin.
      await sleep(50);
    }
    return answer;
  };
  const reader = async () => {
    const from = { forwardedFor: nextAddress() };
    while (!stopped) {
      const article = articles[Math.floor(Math.random() * articles.length)];
      const roll = Math.random();
      if (roll < 0.5) {
        const email = `storm-${(log.serial += 1)}@${log.domain}`;
        const key = `${email} ${article}`;
        log.pendingLikes.add(key);
        const answer = await write('like', key, () => like(base, article, email, from));
        if (answer.status && answer.status < 500) log.pendingLikes.delete(key);
        recordWrite(log, 'like', key, answer.status);
      } else if (roll < 0.65 && tokens.length) {
        const text = `${log.tag} opinion ${(log.serial += 1)}`;
        log.pendingOpinions.add(text);
        const answer = await write('opinion', text, () => opinion(base, site.env, article, text, tokens.pop(), from));
        if (answer.status && answer.status < 500) log.pendingOpinions.delete(text);
        recordWrite(log, 'opinion', text, answer.status);
      } else {
        const kind = roll < 0.85 ? 'visit' : 'daily';
        recordWrite(
          log,
          kind,
          from.forwardedFor,
          (await write(kind, null, () => (kind === 'visit' ? countVisit : countDailyView)(base, from))).status,
        );
      }
    }
  };
  const owner = async () => {
    while (!stopped) {
      const heading = `${log.tag} article ${(log.serial += 1)}`;
      const answer = await write('article', null, () => publishArticle(base, site.env, cookie, heading, `<p>${heading} text</p>`));
      recordArticleWrite(log, 'article', answer.status === 201 ? answer.json().data._id : null, `${heading} text`, answer.status);
    }
  };
  const running = [...Array.from({ length: workers }, reader), owner()];
  return Object.assign(storm, {
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  });
}

export async function crashScenario(report, site) {
  const log = writeLog(`crash${Date.now().toString(36)}`);
  const articles = await articleIds(site.web.url, 20);
  const tokens = [];
  for (let batch = 0; batch < 2; batch += 1) {
    const from = { forwardedFor: nextAddress() };
    tokens.push(...(await Promise.all(Array.from({ length: 20 }, () => humanCheckToken(site.web.url, site.db, from)))));
  }
  const cookie = await ownerCookie(site.web.url, site.db, site.env, { forwardedFor: nextAddress() });
  const before = await viewCounts(site.db);
  const webPid = site.web.pid;

  const storm = writeStorm(site, log, { articles, tokens, cookie, workers: 24 });
  await sleep(2500);
  const acknowledgedBeforeKill = Object.values(log.counts).reduce((sum, c) => sum + c.acknowledged, 0);
  storm.killedAt = Date.now();
  await killServer(site.cms);
  console.log(`  CMS (PID ${site.cms.pid}) killed with SIGKILL after ${acknowledgedBeforeKill} acknowledged writes`);
  await sleep(700);
  await storm.stop();
  report.figure('acknowledged before the kill', acknowledgedBeforeKill);
  report.figure('writes in flight at the kill (no answer, or 503)', storm.inFlightAtKill);
  report.check(
    `the storm was writing when the CMS was killed (${acknowledgedBeforeKill} acknowledged writes before it)`,
    acknowledgedBeforeKill > 50,
    log.counts,
  );

  const integrityAfterKill = await site.db.integrity();
  report.figure('SQLite journal mode', await site.db.journalMode());
  report.figure('integrity check after kill -9', integrityAfterKill);
  report.check('PRAGMA integrity_check of the file the crash left: ok', integrityAfterKill === 'ok', integrityAfterKill);

  // The CMS is down: readers get a friendly page at once, API callers a 503 JSON answer.
  checkFriendlyPage(
    report,
    'while the CMS is down, a list page not in the cache',
    await page(site.web.url, neverCached(), { timeoutMs: 10_000 }),
    2000,
  );
  // What readers of the plain address get meanwhile: the page cached for this content version, or the same friendly 503.
  const plain = await page(site.web.url, '/blog', { timeoutMs: 10_000 });
  report.figure('plain /blog while the CMS is down', plain.status);
  report.check(
    `while the CMS is down, the plain blog list is the page cached for this content version or the friendly 503 (${plain.status}, ${Math.round(plain.ms)} ms)`,
    plain.ms < 2000 && (plain.status === 200 || (plain.status === 503 && plain.text.includes(FRIENDLY))),
    { status: plain.status, ms: Math.round(plain.ms), error: plain.error },
  );
  checkFriendlyPage(
    report,
    'while the CMS is down, an article page not in the cache',
    await page(site.web.url, unknownArticle(), { timeoutMs: 10_000 }),
    2000,
  );
  const api = await request(`${site.web.url}/api/like?ArticleId=${articles[0]}`, { timeoutMs: 10_000 });
  report.check(
    `while the CMS is down, /api answers 503 JSON with a message in ${Math.round(api.ms)} ms`,
    api.status === 503 && typeof jsonOf(api)?.error?.message === 'string' && api.ms < 2000,
    { status: api.status, body: api.text.slice(0, 200) },
  );

  const restarted = await startCms('sqlite-cms', site.env);
  site.cms = restarted;
  report.figure('CMS restart (boot) s', (restarted.bootMs / 1000).toFixed(1));
  const recoveredMs = await recovery(site.web.url, '/blog', 30_000);
  report.figure('web recovery after the CMS is back, ms', recoveredMs);
  report.check(
    `the web server recovered by itself within 5 s of the CMS's return (${recoveredMs} ms), not restarted`,
    recoveredMs !== null && recoveredMs <= 5000 && isAlive(site.web) && site.web.pid === webPid,
    { recoveredMs, webPid, now: site.web.pid },
  );
  await verifyWrites(report, site, log, before);
  const integrityAfterRestart = await site.db.integrity();
  report.check('PRAGMA integrity_check after the restart and the checks: ok', integrityAfterRestart === 'ok', integrityAfterRestart);
}

/** The CMS's answer while its database is away: 503, the clear message, Retry-After, in time. */
function checkDatabaseAnswer(report, what, answer, withinMs) {
  const body = jsonOf(answer);
  report.check(
    `${what}: 503 "${DATABASE_MESSAGE}" with Retry-After in ${Math.round(answer.ms)} ms`,
    answer.status === 503 &&
      body?.error?.name === 'ServiceUnavailableError' &&
      body?.error?.message === DATABASE_MESSAGE &&
      Number(answer.headers['retry-after']) > 0 &&
      answer.ms < withinMs,
    {
      status: answer.status,
      ms: Math.round(answer.ms),
      retryAfter: answer.headers['retry-after'],
      body: answer.text.slice(0, 300),
      error: answer.error,
    },
  );
}

export async function databaseUnreachableScenario(report, cluster) {
  const [article] = await articleIds(cluster.cmsA.url, 1);
  const ended = await cluster.database.cutOff();
  report.figure('database connections ended', ended);
  console.log(`  role ${cluster.database.role} refused, ${ended} of its connections ended`);
  const withinMs = 5000;
  checkDatabaseAnswer(
    report,
    'CMS A, a like count',
    await request(`${cluster.cmsA.url}/api/like?ArticleId=${article}`, { timeoutMs: 30_000 }),
    withinMs,
  );
  checkDatabaseAnswer(
    report,
    'CMS B, a like (a write)',
    await like(cluster.cmsB.url, article, 'down@hardening.example.com', {}, 30_000),
    withinMs,
  );
  checkDatabaseAnswer(
    report,
    'through web A, an article list',
    await request(`${cluster.webA.url}/api/post?pageSize=1`, { timeoutMs: 30_000 }),
    withinMs,
  );
  checkFriendlyPage(
    report,
    'web A, a list page not in the cache',
    await page(cluster.webA.url, neverCached(), { timeoutMs: 30_000 }),
    withinMs,
  );
  checkFriendlyPage(
    report,
    'through nginx, an article page not in the cache',
    await page(cluster.nginx.url, unknownArticle(), { timeoutMs: 30_000 }),
    withinMs,
  );
  report.check('both CMS processes are still running', isAlive(cluster.cmsA) && isAlive(cluster.cmsB));

  await cluster.database.restore();
  const [recoveredA, recoveredB] = await Promise.all([
    recovery(cluster.webA.url, '/blog', 30_000),
    recovery(cluster.webB.url, '/blog', 30_000),
  ]);
  report.figure('recovery after the database is back, ms (web A/web B)', `${recoveredA}/${recoveredB}`);
  report.check(
    `both sites recovered by themselves within 10 s of the database's return (${recoveredA} ms, ${recoveredB} ms)`,
    recoveredA !== null && recoveredB !== null && Math.max(recoveredA, recoveredB) <= 10_000,
    { recoveredA, recoveredB },
  );
  const count = await request(`${cluster.cmsB.url}/api/like?ArticleId=${article}`);
  report.check('CMS B answers from the database again', count.status === 200, count.status);
}
