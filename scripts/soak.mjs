// `npm run soak` (issue 8): the load scenario's mixed traffic (scripts/hardening/mixed-load.mjs)
// for SOAK_MINUTES (30) at SOAK_CONNECTIONS (100) and SOAK_RATE requests/s (150; 0 for as
// fast as the site answers), one minute at a time, against the built site on SQLite (ports
// 3640/1640, its own data folder). Each minute's throughput, latency, errors and the
// servers' resident memory are printed; at the end every acknowledged write must be
// stored. The drift (last minute against the first) is reported beside the verdict.
// Writes test-results/soak.json; exits non-zero on an error answer or a lost write.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { mixedLoad, nextAddress } from './hardening/mixed-load.mjs';
import { scenarioReport } from './hardening/report.mjs';
import { residentMb } from './hardening/servers.mjs';
import { ownerCookie } from './hardening/site-client.mjs';
import { viewCounts } from './hardening/site-db.mjs';
import { startSqliteSite } from './hardening/sites.mjs';
import { verifyWrites, writeLog } from './hardening/writes.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const RATE = Number(process.env.SOAK_RATE ?? 150);

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
await ensureInstalled();
await ensureBuilt();
const started = Date.now();
const report = scenarioReport('soak');
const minutes = [];
const site = await startSqliteSite({ webPort: 3640, cmsPort: 1640 });
try {
  const log = writeLog(`soak${Date.now().toString(36)}`);
  const cookie = await ownerCookie(site.web.url, site.db, site.env, { forwardedFor: nextAddress() });
  const before = await viewCounts(site.db);
  console.log(
    `Soak: ${MINUTES} min at ${CONNECTIONS} connections, ${RATE > 0 ? `${RATE} requests/s` : 'unlimited'}, through ${site.web.url}`,
  );
  console.log('minute  requests  req/s  p50 ms  p99 ms  errors   429s  CMS MB  web MB');
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const outcome = await mixedLoad(site, { seconds: 60, connections: CONNECTIONS, rate: RATE, log, cookie, tokens: 60 });
    const row = {
      minute,
      requests: outcome.requests,
      requestsPerSecond: outcome.requestsPerSecond,
      p50: outcome.latency.p50,
      p99: outcome.latency.p99,
      errors: outcome.errors + outcome.socketErrors,
      refused429: outcome.refused429,
      cmsMb: residentMb(site.cms),
      webMb: residentMb(site.web),
    };
    minutes.push(row);
    console.log(
      [row.minute, row.requests, row.requestsPerSecond, row.p50, row.p99, row.errors, row.refused429, row.cmsMb, row.webMb]
        .map((v, i) => String(v).padStart(i ? 8 : 6))
        .join(''),
    );
  }
  const errors = minutes.reduce((sum, row) => sum + row.errors, 0);
  report.check(
    `no error answer, socket error or timeout in ${minutes.reduce((sum, row) => sum + row.requests, 0)} requests`,
    errors === 0,
    minutes.filter((row) => row.errors),
  );
  await verifyWrites(report, site, log, before);
} catch (error) {
  report.check('the soak ran to the end', false, /** @type {Error} */ (error)?.stack ?? String(error));
} finally {
  await site.stop();
}

const [first, last] = [minutes[0], minutes.at(-1)];
const drift =
  first && last
    ? {
        p50: `${first.p50} -> ${last.p50} ms`,
        p99: `${first.p99} -> ${last.p99} ms`,
        requestsPerSecond: `${first.requestsPerSecond} -> ${last.requestsPerSecond}`,
        cmsMb: `${first.cmsMb} -> ${last.cmsMb} (peak ${Math.max(...minutes.map((row) => row.cmsMb ?? 0))})`,
        webMb: `${first.webMb} -> ${last.webMb} (peak ${Math.max(...minutes.map((row) => row.webMb ?? 0))})`,
      }
    : null;
const failed = report.checks.filter((check) => !check.passed).length;
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'test-results', 'soak.json'),
  `${JSON.stringify({ minutes: MINUTES, connections: CONNECTIONS, rate: RATE, seconds: Math.round((Date.now() - started) / 1000), drift, figures: report.figures, checks: report.checks, perMinute: minutes }, null, 2)}\n`,
);
console.log('\nDrift, first minute -> last minute');
for (const [key, value] of Object.entries(drift ?? {})) console.log(`  ${key.padEnd(18)} ${value}`);
for (const [key, value] of Object.entries(report.figures))
  console.log(`  ${key.padEnd(18)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
console.log(`\nsoak: ${report.checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
