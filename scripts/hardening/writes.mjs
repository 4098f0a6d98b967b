// The writes a scenario sent, and which of them the site acknowledged (a 2xx answer).
// Afterwards every acknowledged write must be stored ("lost" counts those that are not),
// and nothing may be stored that was refused ("phantom"); a write that got no answer
// (in flight when the load stopped or the CMS was killed) may be either.
import { articleBody } from './site-client.mjs';
import { storedLikes, storedOpinions, viewCounts } from './site-db.mjs';

export function writeLog(tag) {
  // A view counts once a day per reader (cms/src/lib/count-once-per-day.ts): `readers` holds the addresses whose view was acknowledged.
  const kinds = () => ({ sent: 0, acknowledged: 0, refused: 0, readers: new Set() });
  return {
    tag,
    /** Like e-mails and opinion texts carry it, so only this run's rows are read back. */
    domain: `${tag}.example.com`,
    counts: { like: kinds(), opinion: kinds(), visit: kinds(), daily: kinds(), article: kinds(), edit: kinds() },
    likes: new Set(),
    pendingLikes: new Set(),
    opinions: new Set(),
    pendingOpinions: new Set(),
    /** Article id -> the body markers it may show: the last acknowledged write's, plus any unanswered one after it. */
    articles: new Map(),
    /** Numbers e-mails, opinions and titles, so each write of the run is unique however many loads share the log. */
    serial: 0,
  };
}

/**
 * Records what became of one write: `answered` is false when no answer came (or a 5xx).
 * `key` is the like or opinion it wrote, or for a view the reader's address.
 */
export function recordWrite(log, kind, key, status) {
  const count = log.counts[kind];
  const acknowledged = status >= 200 && status < 300;
  const answered = status !== 0 && status < 500;
  if (acknowledged) count.acknowledged += 1;
  if (acknowledged && (kind === 'visit' || kind === 'daily')) count.readers.add(key);
  else if (answered) count.refused += 1;
  const [done, pending] = kind === 'like' ? [log.likes, log.pendingLikes] : kind === 'opinion' ? [log.opinions, log.pendingOpinions] : [];
  if (done) {
    if (acknowledged) done.add(key);
    if (!answered) pending.add(key);
  }
  return acknowledged;
}

export function sentWrite(log, kind) {
  log.counts[kind].sent += 1;
}

/** An article write: `marker` is text of the body sent. */
export function recordArticleWrite(log, kind, id, marker, status) {
  const acknowledged = recordWrite(log, kind, null, status);
  if (!id) return acknowledged;
  if (acknowledged) log.articles.set(id, new Set([marker]));
  else if (status === 0 || status >= 500) log.articles.get(id)?.add(marker);
  return acknowledged;
}

export const acknowledgedTotal = (log) => Object.values(log.counts).reduce((sum, count) => sum + count.acknowledged, 0);
const unanswered = (count) => count.sent - count.acknowledged - count.refused;

/** Reads everything back: checks and figures into `report`. `before` are the view counts before the writes. */
export async function verifyWrites(report, site, log, before, cmsUrl = site.cms.url) {
  const likeRows = new Set((await storedLikes(site.db, log.domain)).map((row) => `${row.email} ${row.article_id}`));
  const lostLikes = [...log.likes].filter((key) => !likeRows.has(key));
  const phantomLikes = [...likeRows].filter((key) => !log.likes.has(key) && !log.pendingLikes.has(key));

  const opinionRows = new Set(await storedOpinions(site.db, log.tag));
  const lostOpinions = [...log.opinions].filter((text) => !opinionRows.has(text));
  const phantomOpinions = [...opinionRows].filter((text) => !log.opinions.has(text) && !log.pendingOpinions.has(text));

  const after = await viewCounts(site.db);
  const views = /** @type {[string, number][]} */ ([
    ['visit', after.counter - before.counter],
    ['daily', after.daily - before.daily],
  ]).map(([kind, stored]) => {
    const count = log.counts[kind];
    const readers = count.readers.size;
    return {
      kind,
      stored,
      acknowledged: count.acknowledged,
      readers,
      lost: Math.max(0, readers - stored),
      phantom: Math.max(0, stored - readers - unanswered(count)),
    };
  });

  const lostArticles = [];
  for (const [id, markers] of log.articles) {
    const body = await articleBody(cmsUrl, id);
    if (!body || ![...markers].some((marker) => body.includes(marker)))
      lostArticles.push({ id, expected: [...markers], body: body?.slice(0, 120) ?? null });
  }

  const lost = lostLikes.length + lostOpinions.length + views.reduce((sum, v) => sum + v.lost, 0) + lostArticles.length;
  const phantom = phantomLikes.length + phantomOpinions.length + views.reduce((sum, v) => sum + v.phantom, 0);
  report.check(`every acknowledged like is stored (${log.likes.size})`, lostLikes.length === 0, lostLikes.slice(0, 5));
  report.check(`every acknowledged opinion is stored (${log.opinions.size})`, lostOpinions.length === 0, lostOpinions.slice(0, 5));
  for (const view of views) {
    report.check(
      `every reader's acknowledged ${view.kind === 'visit' ? 'site visit' : 'daily view'} is counted, once a day (${view.readers} readers)`,
      view.lost === 0,
      view,
    );
  }
  report.check(
    `every acknowledged article and edit is there (${log.articles.size} articles)`,
    lostArticles.length === 0,
    lostArticles.slice(0, 3),
  );
  report.check('nothing refused was stored', phantom === 0, {
    phantomLikes: phantomLikes.slice(0, 5),
    phantomOpinions: phantomOpinions.slice(0, 5),
    views,
  });
  report.figure('acknowledged writes', acknowledgedTotal(log));
  report.figure('acknowledged writes lost', lost);
  report.figure(
    'writes by kind (sent/acknowledged/refused)',
    Object.fromEntries(Object.entries(log.counts).map(([kind, c]) => [kind, `${c.sent}/${c.acknowledged}/${c.refused}`])),
  );
  return { lost, phantom };
}
