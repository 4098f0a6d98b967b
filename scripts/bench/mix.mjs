// The bench's mixed-load rows (issue 21): the hardening suite's own mix of readers and a
// busy owner (scripts/hardening/mixed-load.mjs: pages 40 %, like counts 18 %, likes 20 %,
// views 12 %, opinions 10 %, a publish and an edit every 1.5 s) at 100 connections, at 150
// requests a second (as readers come, and in autocannon's bursts) and as fast as the site
// answers, on SQLite (one CMS, one web server) and on PostgreSQL (two of each on one schema;
// the load goes to web server A, since nginx in front would hide the simulated readers'
// addresses that the rate limits key on), each filled to 10,000 articles and 1,000,000
// reactions first. Ports 345x/145x, its own data folder and schema.
import { mixedLoad, nextAddress } from '../hardening/mixed-load.mjs';
import { ownerCookie } from '../hardening/site-client.mjs';
import { postgresReachable, startPostgresCluster, startSqliteSite } from '../hardening/sites.mjs';
import { writeLog } from '../hardening/writes.mjs';
import { seedScalePostgres } from './scale-seed-postgres.mjs';
import { seedScale } from './scale-seed.mjs';

const SIZE = {
  articles: Number(process.env.BENCH_MIX_ARTICLES ?? 10_000),
  reactions: Number(process.env.BENCH_MIX_REACTIONS ?? 1_000_000),
};
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const CONNECTIONS = 100;
const WARM_UP_SECONDS = 15;
/**
 * 150 requests a second as readers come (independent arrivals), the same rate as autocannon sends
 * it (all connections at once at the start of each second: the rows measured before 2026-11-29),
 * then as fast as the site answers (0).
 */
const LOADS = [
  { rate: 150, arrivals: 'paced' },
  { rate: 150, arrivals: 'bursts' },
  { rate: 0, arrivals: 'bursts' },
];

/** One row per rate: throughput, latency and failures of every answer in the mix. */
async function measure(site, database) {
  const rows = [];
  const cookie = await ownerCookie(site.web.url, site.db, site.env, { forwardedFor: nextAddress() });
  // Not measured: a site in service has been serving for a while. Right after a start on a million
  // fresh PostgreSQL rows the first half minute answered in seconds (docs/performance.md, 2026-11-29).
  await mixedLoad(site, {
    seconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    rate: 150,
    arrivals: 'paced',
    log: writeLog(`warm${Date.now().toString(36)}`),
    cookie,
  });
  for (const { rate, arrivals } of LOADS) {
    const outcome = await mixedLoad(site, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      rate,
      arrivals,
      log: writeLog(`mix${Date.now().toString(36)}`),
      cookie,
    });
    rows.push({
      database,
      rate: rate ? `${rate}/s, ${arrivals === 'paced' ? 'as readers come' : 'in bursts each second'}` : 'as fast as it answers',
      requestsPerSecond: outcome.requestsPerSecond,
      p50: outcome.latency.p50,
      p99: outcome.latency.p99,
      max: outcome.latency.max,
      errors: outcome.errors + outcome.socketErrors + outcome.timeouts,
      refused429: outcome.refused429,
      byKind: outcome.latencyByKind,
    });
  }
  return rows;
}

/** @returns {Promise<Record<string, unknown>[]>} */
export async function mixRows() {
  const rows = [];
  const sqlite = await startSqliteSite({ webPort: 3450, cmsPort: 1450, seed: (file) => seedScale(file, SIZE) });
  try {
    rows.push(...(await measure(sqlite, 'SQLite')));
  } finally {
    await sqlite.stop();
  }
  if (!(await postgresReachable())) {
    console.log('  PostgreSQL is not reachable: its mixed-load rows are left out');
    return rows;
  }
  const cluster = await startPostgresCluster({
    nginxPort: 3455,
    webPorts: [3456, 3457],
    cmsPorts: [1456, 1457],
    seed: (adminUrl, schema) => seedScalePostgres(adminUrl, schema, SIZE),
  });
  try {
    rows.push(...(await measure({ ...cluster, web: cluster.webA }, 'PostgreSQL (2 CMS, 2 web)')));
  } finally {
    await cluster.stop();
  }
  return rows;
}
