// Scenario 1 (issue 8, item 4): 60 s of mixed reader traffic at 100 connections while
// the owner publishes and edits. No answer may be an error (5xx, a socket error, a
// timeout); 429 from a rate limit is intended and counted; afterwards every write the
// site acknowledged is stored. The connections send at a fixed total rate, about half
// of what the site answers at saturation on a 2-core machine (HARDENING_LOAD_RATE=0
// sends as fast as it answers: see docs/reliability.md for what that shows).
import { mixedLoad, nextAddress } from './mixed-load.mjs';
import { ownerCookie, page } from './site-client.mjs';
import { viewCounts } from './site-db.mjs';
import { verifyWrites, writeLog } from './writes.mjs';

export async function loadScenario(report, site, { seconds, connections, rate }) {
  const log = writeLog(`load${Date.now().toString(36)}`);
  const cookie = await ownerCookie(site.web.url, site.db, site.env, { forwardedFor: nextAddress() });
  const before = await viewCounts(site.db);
  console.log(
    `  ${seconds} s at ${connections} connections, ${rate > 0 ? `${rate} requests/s` : 'as fast as the site answers'}, through ${site.web.url} ...`,
  );
  const outcome = await mixedLoad(site, { seconds, connections, rate, log, cookie });

  report.figure('seconds', seconds);
  report.figure('connections held', connections);
  report.figure('arrival rate (requests/s, 0: unlimited)', rate);
  report.figure('requests', outcome.requests);
  report.figure('requests/s', outcome.requestsPerSecond);
  report.figure('latency ms (p50/p99/max)', `${outcome.latency.p50}/${outcome.latency.p99}/${outcome.latency.max}`);
  report.figure('latency ms by kind (p50/p99/max)', outcome.latencyByKind);
  report.figure('errors', outcome.errors + outcome.socketErrors);
  report.figure('429s', outcome.refused429);
  report.figure('answers by kind', { ...outcome.byKind, owner: outcome.owner });

  report.check(
    `no error answer, socket error or timeout in ${outcome.requests} requests`,
    outcome.errors === 0 && outcome.socketErrors === 0 && outcome.timeouts === 0,
    {
      errors: outcome.errors,
      socketErrors: outcome.socketErrors,
      timeouts: outcome.timeouts,
      byKind: outcome.byKind,
      owner: outcome.owner,
      first: outcome.failures,
    },
  );
  report.check(`the rate limits refused some writes with 429 (${outcome.refused429})`, outcome.refused429 > 0, outcome.byKind);
  report.check(
    `the owner published and edited throughout (${log.counts.article.acknowledged} articles, ${log.counts.edit.acknowledged} edits)`,
    log.counts.article.acknowledged >= 3 && log.counts.edit.acknowledged >= 3,
    log.counts,
  );
  await verifyWrites(report, site, log, before);

  // The site is still whole afterwards: the newest article's page renders.
  const newest = [...log.articles.keys()].at(-1);
  if (newest) {
    const answer = await page(site.web.url, `/blog/${newest}`);
    report.check(
      'the last published article reads at once after the load',
      answer.status === 200 && answer.text.includes(`${log.tag} article`),
      answer.status,
    );
  }
}
