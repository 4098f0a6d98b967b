// Readers' traffic at many connections (autocannon), mixed as people use the blog:
// pages, like counts, likes from many addresses and e-mails, page-view counts and
// opinions, while the owner publishes and edits articles. Every answer is counted by
// status and every write is logged (writes.mjs). Used by the load scenario and the soak.
import { createRequire } from 'node:module';
import { articleIds, editArticle, humanCheckToken, opinionPath, page, publishArticle } from './site-client.mjs';
import { pacedLoad, percentilesOf } from './paced-load.mjs';
import { tally } from './report.mjs';
import { recordArticleWrite, recordWrite, sentWrite } from './writes.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

// Share of each request kind, in percent.
/** @type {[string, number][]} */
const MIX = [
  ['page', 40],
  ['likeCount', 18],
  ['like', 20],
  ['visit', 6],
  ['daily', 6],
  ['opinion', 10],
];
const PAGES = ['/', '/blog', '/blog/page/coding', '/blog/page/health', '/blog/page/articles'];
/** Readers' addresses behind the load balancer: few enough that some pass the like and opinion limits (intended 429s). */
const LIKE_ADDRESSES = 64;
const OPINION_ADDRESSES = 6;
/** The owner's pause between one publish-and-edit and the next: a very busy owner, each write a new content version. */
const OWNER_PAUSE_MS = Number(process.env.HARDENING_OWNER_PAUSE_MS ?? 1500);

let addressCount = 0;
/**
 * A fresh address of the benchmarking range (198.18.0.0/15, RFC 2544) for each simulated
 * client: 130,000 before one comes again, more than a 30-minute soak asks for.
 */
export function nextAddress() {
  addressCount += 1;
  const n = addressCount % (2 * 256 * 254);
  return `198.${18 + Math.floor(n / (256 * 254))}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

/** p50/p99/max in ms, e.g. "120/2400/5100". */
function percentiles(list) {
  if (!list.length) return '-';
  const { p50, p99, max } = percentilesOf(list);
  return `${p50}/${p99}/${max}`;
}

/** autocannon's run: at `rate` (0: as fast as answered) its own way, a quota per connection per second. */
function autocannonLoad({ url, rate, seconds, connections, request, onError }) {
  return new Promise((resolve, reject) => {
    const options = {
      url,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [request],
      ...(rate > 0 ? { overallRate: rate } : {}),
    };
    const instance = autocannon(options, (error, value) => (error ? reject(error) : resolve(value)));
    instance.on('reqError', onError);
  });
}

function pickKind() {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    if ((roll -= share) < 0) return kind;
  }
  return 'page';
}

/** Human-check tokens solved beforehand (each is good for one opinion, for 5 minutes), 25 per address. */
async function prepareTokens(site, count) {
  const tokens = [];
  for (let batch = 0; batch * 25 < count; batch += 1) {
    const from = { forwardedFor: nextAddress() };
    const size = Math.min(25, count - batch * 25);
    tokens.push(...(await Promise.all(Array.from({ length: size }, () => humanCheckToken(site.web.url, site.db, from)))));
  }
  return tokens;
}

/** The owner's loop: publish an article, edit it, pause, until `until()` says stop. */
async function ownerLoop(site, cookie, log, articles, stopped) {
  const answers = tally();
  while (!stopped()) {
    const heading = `${log.tag} article ${(log.serial += 1)}`;
    sentWrite(log, 'article');
    const created = await publishArticle(site.web.url, site.env, cookie, heading, `<p>${heading} first text</p>`);
    answers.add(created.status);
    const id = created.status === 201 ? created.json().data._id : null;
    recordArticleWrite(log, 'article', id, `${heading} first text`, created.status);
    if (id) {
      articles.push(id);
      sentWrite(log, 'edit');
      const marker = `${heading} edited`;
      const edited = await editArticle(site.web.url, site.env, cookie, id, heading, `<p>${marker}</p>`);
      answers.add(edited.status);
      recordArticleWrite(log, 'edit', id, marker, edited.status);
    }
    await sleep(OWNER_PAUSE_MS);
  }
  return answers;
}

/**
 * `seconds` of mixed traffic at `connections` through the web server, at most `rate`
 * requests a second in all (0: as fast as the site answers). A rate comes in `arrivals`:
 * 'bursts' as autocannon sends it (each connection its share at the start of each second,
 * all together) or 'paced' (independent arrivals, paced-load.mjs). Returns the answers by
 * kind and status, the load's figures and the owner's answers; writes go to `log`.
 */
export async function mixedLoad(site, { seconds, connections, rate, log, cookie, tokens: tokenCount = 80, arrivals = 'bursts' }) {
  const articles = await articleIds(site.web.url, 20);
  const tokens = await prepareTokens(site, tokenCount);
  // A site in service has rendered its pages before: each reader page once, as a first visitor would.
  for (const path of [...PAGES, ...articles.map((id) => `/blog/${id}`)]) await page(site.web.url, path);
  const likeFrom = Array.from({ length: LIKE_ADDRESSES }, nextAddress);
  const opinionFrom = Array.from({ length: OPINION_ADDRESSES }, nextAddress);
  const byKind = Object.fromEntries(MIX.map(([kind]) => [kind, tally()]));
  const timings = Object.fromEntries(MIX.map(([kind]) => [kind, /** @type {number[]} */ ([])]));
  const any = (list) => list[Math.floor(Math.random() * list.length)];
  /** When each error happened (seconds into the load): a burst at the start reads differently from a steady trickle. */
  const failures = [];
  const since = () => Number(((performance.now() - begun) / 1000).toFixed(1));

  const request = {
    setupRequest(req, context) {
      let kind = pickKind();
      if (kind === 'opinion' && tokens.length === 0) kind = 'page';
      const article = any(articles);
      const json = (body) => ({ 'content-type': 'application/json', ...body });
      /** @type {{ method: string, path: string, headers: Record<string, string>, body?: string }} */
      let built;
      switch (kind) {
        case 'page': {
          const path = Math.random() < 0.4 ? `/blog/${article}` : any(PAGES);
          built = { method: 'GET', path, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } };
          break;
        }
        case 'likeCount':
          built = { method: 'GET', path: `/api/like?ArticleId=${article}`, headers: { accept: 'application/json' } };
          break;
        case 'like': {
          const email = `reader-${(log.serial += 1)}@${log.domain}`;
          context.key = `${email} ${article}`;
          log.pendingLikes.add(context.key);
          built = {
            method: 'POST',
            path: '/api/like',
            headers: json({ 'x-forwarded-for': any(likeFrom) }),
            body: JSON.stringify({ Email: email, idArticle: article, website: '' }),
          };
          break;
        }
        // Each view from a reader of its own: a reader counts once a day (cms/src/lib/count-once-per-day.ts).
        case 'visit':
          context.key = nextAddress();
          built = { method: 'PUT', path: '/api/m4-cxrbine', headers: { 'x-forwarded-for': context.key } };
          break;
        case 'daily':
          context.key = nextAddress();
          built = { method: 'POST', path: '/api/daily-6567', headers: { 'x-forwarded-for': context.key } };
          break;
        case 'opinion': {
          const text = `${log.tag} opinion ${(log.serial += 1)}`;
          context.key = text;
          log.pendingOpinions.add(text);
          built = {
            method: 'POST',
            path: opinionPath(site.env, article),
            headers: json({ 'x-forwarded-for': any(opinionFrom) }),
            body: JSON.stringify({ reader: 'Hardening reader', country: 'Wales', opinion: text, humanCheck: tokens.pop() }),
          };
          break;
        }
        default:
          throw new Error(`mixed load: no request for the kind ${kind}`);
      }
      context.kind = kind;
      context.sentAt = performance.now();
      if (kind === 'like' || kind === 'opinion' || kind === 'visit' || kind === 'daily') sentWrite(log, kind);
      return { ...req, ...built, body: built.body ?? undefined };
    },
    onResponse(status, _body, context) {
      byKind[context.kind].add(status);
      timings[context.kind].push(performance.now() - context.sentAt);
      if (status >= 500) failures.push({ at: since(), kind: context.kind, status });
      if (context.kind === 'like' || context.kind === 'opinion') {
        // Answered: it is either stored (2xx) or refused (4xx), no longer "may be either".
        if (status < 500) (context.kind === 'like' ? log.pendingLikes : log.pendingOpinions).delete(context.key);
        recordWrite(log, context.kind, context.key, status);
      } else if (context.kind === 'visit' || context.kind === 'daily') {
        recordWrite(log, context.kind, context.key, status);
      }
    },
  };

  let done = false;
  const begun = performance.now();
  const owner = ownerLoop(site, cookie, log, articles, () => done);
  const onError = (/** @type {Error} */ error) => failures.push({ at: since(), error: error.message });
  const load =
    rate > 0 && arrivals === 'paced'
      ? pacedLoad({ url: site.web.url, rate, seconds, connections, timeoutSeconds: 10, hooks: request, onError })
      : autocannonLoad({ url: site.web.url, rate, seconds, connections, request, onError });
  const result = await load.finally(() => {
    done = true;
  });
  const ownerAnswers = await owner;
  return {
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, t]) => [kind, t.counts])),
    owner: ownerAnswers.counts,
    errors: Object.values(byKind).reduce((sum, t) => sum + t.errors(), 0) + ownerAnswers.errors(),
    refused429: Object.values(byKind).reduce((sum, t) => sum + (t.counts['429'] ?? 0), 0),
    requests: result.requests.total + ownerAnswers.total(),
    socketErrors: result.errors,
    timeouts: result.timeouts,
    requestsPerSecond: Math.round(result.requests.average),
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    failures: failures.slice(0, 30),
    latencyByKind: Object.fromEntries(Object.entries(timings).map(([kind, list]) => [kind, percentiles(list)])),
    connections,
  };
}
