// Scenario 3 (issue 8, item 6): two CMS and two web servers on one PostgreSQL schema,
// behind nginx (round robin, loopback). Each simulated reader is a real client address
// (127.x.y.z), so nginx, the web servers and the CMS see what they would see in
// production. Concurrent likes and views are counted exactly whichever instance took
// them; a publish through one web server shows on the other's very next request; the
// rate limits and the sign-in lockout hold across instances.
import { randomBytes } from 'node:crypto';
import { request } from './http.mjs';
import {
  articleIds,
  countDailyView,
  countVisit,
  editArticle,
  like,
  likeCount,
  ownerCookie,
  page,
  publishArticle,
  signIn,
} from './site-client.mjs';
import { storedLikes, viewCounts } from './site-db.mjs';
import { tally } from './report.mjs';

/** The n-th reader's own loopback address, one block of 250 per purpose. */
const loopback = (block, n) => `127.0.${block}.${n + 1}`;
const times = (count, make) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));

async function concurrentLikes(report, cluster, tag, article) {
  const readers = 200;
  const domain = `${tag}.example.com`;
  const answers = await times(readers, (i) =>
    like(cluster.nginx.url, article, `fan-${i}@${domain}`, { localAddress: loopback(10, i) }, 30_000),
  );
  const statuses = tally();
  for (const answer of answers) statuses.add(answer.status);
  // One reader clicking like on several instances at once still counts once (the unique index decides).
  const twice = await times(20, (i) =>
    like(cluster.nginx.url, article, `same-reader@${domain}`, { localAddress: loopback(15, i) }, 30_000),
  );
  const once = tally();
  for (const answer of twice) once.add(answer.status);
  const expected = readers + 1;
  const counts = {
    'CMS A': await likeCount(cluster.cmsA.url, article),
    'CMS B': await likeCount(cluster.cmsB.url, article),
    'web A': await likeCount(cluster.webA.url, article),
    'web B': await likeCount(cluster.webB.url, article),
    nginx: await likeCount(cluster.nginx.url, article),
  };
  const rows = (await storedLikes(cluster.db, domain)).length;
  report.figure('concurrent likes (readers/201/stored with one repeated reader)', `${readers}/${statuses.counts['201'] ?? 0}/${rows}`);
  report.check(
    `${readers} concurrent likes from ${readers} readers through nginx are all acknowledged`,
    statuses.counts['201'] === readers,
    statuses.counts,
  );
  report.check(
    '20 concurrent likes by one reader across the instances: all acknowledged alike (201), counted once below',
    once.counts['201'] === 20,
    once.counts,
  );
  report.check(
    `every instance counts exactly ${expected} likes`,
    Object.values(counts).every((count) => count === expected) && rows === expected,
    { ...counts, rows },
  );
}

async function concurrentViews(report, cluster, cookie) {
  const views = 200;
  const before = await viewCounts(cluster.db);
  // Each reader (a loopback address of its own) one visit and one daily view: a reader counts once a day.
  const answers = await times(views * 2, (i) =>
    (i % 2 ? countDailyView : countVisit)(cluster.nginx.url, { localAddress: loopback(11, i >> 1) }, 30_000),
  );
  const ok = answers.filter((answer) => answer.status === 200).length;
  const after = await viewCounts(cluster.db);
  const statistics = await Promise.all(
    [cluster.cmsA, cluster.cmsB].map(async (cms) => {
      const answer = await request(`${cms.url}/api/statistics?id=${cluster.env.SITE_KEY}`, { headers: { cookie } });
      return answer.status === 200 ? answer.json().data : { status: answer.status };
    }),
  );
  const seen = { counter: after.counter - before.counter, daily: after.daily - before.daily, answered200: ok };
  report.figure('concurrent views (visits/daily, each)', `${seen.counter}/${seen.daily} of ${views}`);
  report.check(
    `${views} concurrent visits and ${views} daily views through nginx are counted exactly`,
    ok === views * 2 && seen.counter === views && seen.daily === views,
    seen,
  );
  report.check(
    "both CMS report the same totals on the owner's Statistics",
    statistics.every((s) => s.total === after.counter && s.today?.count === after.daily),
    { statistics: statistics.map((s) => ({ total: s.total, today: s.today?.count, status: s.status })), stored: after },
  );
}

async function publishVisibility(report, cluster, cookie, tag) {
  const rounds = 5;
  const misses = [];
  // Both web servers keep the list before each publish, so a stale copy would show.
  for (let round = 1; round <= rounds; round += 1) {
    await page(cluster.webB.url, '/blog/page/articles');
    await page(cluster.webA.url, '/blog/page/articles');
    const heading = `${tag} published ${round}`;
    const created = await publishArticle(cluster.webA.url, cluster.env, cookie, heading, `<p>${heading} first</p>`);
    if (created.status !== 201) {
      misses.push({ round, publish: created.status, body: created.text.slice(0, 200) });
      continue;
    }
    const { _id: id } = created.json().data;
    const list = await page(cluster.webB.url, '/blog/page/articles');
    const article = await page(cluster.webB.url, `/blog/${id}`);
    const marker = `${heading} edited on B`;
    const edited = await editArticle(cluster.webB.url, cluster.env, cookie, id, heading, `<p>${marker}</p>`);
    const onA = await page(cluster.webA.url, `/blog/${id}`);
    const seen = {
      list: list.text.includes(heading),
      article: article.status === 200 && article.text.includes(heading),
      edit: edited.status,
      editOnA: onA.text.includes(marker),
    };
    if (!seen.list || !seen.article || edited.status !== 204 || !seen.editOnA) misses.push({ round, ...seen });
  }
  report.figure('publishes seen on the other web server at once', `${rounds - misses.length}/${rounds}`);
  report.check(
    `${rounds} publishes through web A show on web B's very next request (list and article), and edits through web B on web A's`,
    misses.length === 0,
    misses,
  );
}

/** Likes are limited to 30 per 10 minutes per address: the 31st is refused whichever instance takes it. */
async function sharedRateLimit(report, cluster, tag, article) {
  const limit = 30;
  const sequential = [];
  for (let i = 0; i <= limit; i += 1) {
    const web = i % 2 ? cluster.webB : cluster.webA;
    sequential.push((await like(web.url, article, `limit-${i}@${tag}.example.com`, { localAddress: loopback(12, 0) })).status);
  }
  report.check(
    `likes alternated between web A and web B from one address: ${limit} acknowledged, then 429`,
    sequential.slice(0, limit).every((status) => status === 201) && sequential[limit] === 429,
    sequential,
  );
  const burst = await times(limit + 10, (i) =>
    like((i % 2 ? cluster.webB : cluster.webA).url, article, `burst-${i}@${tag}.example.com`, { localAddress: loopback(12, 1) }, 30_000),
  );
  const statuses = tally();
  for (const answer of burst) statuses.add(answer.status);
  report.figure('like burst across instances from one address (201/429)', `${statuses.counts['201'] ?? 0}/${statuses.counts['429'] ?? 0}`);
  report.check(
    `${limit + 10} concurrent likes from one address across both: exactly ${limit} acknowledged, 10 refused`,
    statuses.counts['201'] === limit && statuses.counts['429'] === 10,
    statuses.counts,
  );
}

/** Four failed sign-ins are free, the fifth locks (frontend/tests/e2e/sign-in.exclusive.spec.ts): the same across instances. */
async function sharedLockout(report, cluster) {
  const from = { localAddress: loopback(13, 0) };
  const failures = [];
  for (let i = 0; i < 5; i += 1) {
    const web = i % 2 ? cluster.webB : cluster.webA;
    failures.push((await signIn(web.url, cluster.db, cluster.env, { from, password: `Wrong-password-${i}` })).status);
  }
  const rightOnB = await signIn(cluster.webB.url, cluster.db, cluster.env, { from });
  const rightOnA = await signIn(cluster.webA.url, cluster.db, cluster.env, { from });
  report.check(
    'five failed sign-ins alternated between web A and web B lock the sign-in: the right answer is then refused (429) on both',
    failures.every((status) => status === 404) &&
      rightOnB.status === 429 &&
      rightOnA.status === 429 &&
      Number(rightOnA.answer.headers['retry-after']) > 0,
    { failures, rightOnB: rightOnB.status, rightOnA: rightOnA.status },
  );
}

export async function scaleOutScenario(report, cluster) {
  const tag = `scale${randomBytes(3).toString('hex')}`;
  const [article, other] = await articleIds(cluster.cmsA.url, 2);
  const cookie = await ownerCookie(cluster.webA.url, cluster.db, cluster.env, { localAddress: loopback(14, 0) });
  report.figure('instances', '2 CMS + 2 web on one PostgreSQL schema, nginx round robin');
  await concurrentLikes(report, cluster, tag, article);
  await concurrentViews(report, cluster, cookie);
  await publishVisibility(report, cluster, cookie, tag);
  await sharedRateLimit(report, cluster, tag, other);
  // Last: it locks the owner's account for 10 minutes.
  await sharedLockout(report, cluster);
}
