// `npm run test:hardening` (issue 8, items 4 to 6): the built site under load, under
// faults and scaled out, each scenario on servers it starts itself (ports 36xx/16xx).
//   1. load: mixed reader traffic at 100 connections for HARDENING_LOAD_SECONDS (60) at
//      HARDENING_LOAD_RATE requests/s (150; 0 for as fast as the site answers) on SQLite
//   2. faults: kill -9 of the CMS mid-storm (SQLite, the same site), then an unreachable PostgreSQL
//   3. scale-out: two CMS and two web servers on one PostgreSQL schema behind nginx
// Prints every check and a table of figures, writes test-results/hardening.json and
// exits non-zero on any failure. Without a reachable PostgreSQL the PostgreSQL parts are
// skipped (and counted as skipped), as `npm test` does for the API suite.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { crashScenario, databaseUnreachableScenario } from './hardening/faults.mjs';
import { loadScenario } from './hardening/load.mjs';
import { runScenario, scenarioReport } from './hardening/report.mjs';
import { scaleOutScenario } from './hardening/scale-out.mjs';
import { LOG_DIR, logTail } from './hardening/servers.mjs';
import { adminDatabaseUrl, postgresReachable, startPostgresCluster, startSqliteSite } from './hardening/sites.mjs';

const started = Date.now();
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
await ensureInstalled();
await ensureBuilt();
rmSync(LOG_DIR, { recursive: true, force: true });

const LOAD_SECONDS = Number(process.env.HARDENING_LOAD_SECONDS ?? 60);
const LOAD_RATE = Number(process.env.HARDENING_LOAD_RATE ?? 150);
const reports = [];
const servers = [];

/** Starts a site for some scenarios; if it cannot start, each of them fails with the reason. */
async function onSite(start, scenarios) {
  let site;
  try {
    site = await start();
    servers.push(...[site.cms, site.web, site.cmsA, site.cmsB, site.webA, site.webB, site.nginx].filter(Boolean));
  } catch (error) {
    for (const [name] of scenarios) {
      const report = scenarioReport(name);
      console.log(`\n--- ${name} ---`);
      report.check('its servers started', false, /** @type {Error} */ (error)?.stack ?? String(error));
      reports.push(report);
    }
    return;
  }
  try {
    for (const [name, body] of scenarios) reports.push(await runScenario(name, (report) => body(report, site)));
  } finally {
    await site.stop();
  }
}

await onSite(
  () => startSqliteSite({ webPort: 3620, cmsPort: 1620 }),
  [
    ['load (SQLite)', (report, site) => loadScenario(report, site, { seconds: LOAD_SECONDS, connections: 100, rate: LOAD_RATE })],
    ['faults: CMS killed mid-storm (SQLite)', crashScenario],
  ],
);

/** @type {[string, (report: any, site: any) => Promise<void>][]} */
const postgresScenarios = [
  ['scale-out (PostgreSQL, nginx)', scaleOutScenario],
  ['faults: database unreachable (PostgreSQL)', databaseUnreachableScenario],
];
if (await postgresReachable()) {
  await onSite(() => startPostgresCluster({ nginxPort: 3630, webPorts: [3631, 3632], cmsPorts: [1631, 1632] }), postgresScenarios);
} else {
  for (const [name] of postgresScenarios) {
    const report = scenarioReport(name);
    console.log(`\n--- ${name} ---`);
    report.skip(`PostgreSQL is not reachable at ${adminDatabaseUrl().replace(/\/\/[^@]*@/, '//')} (set DATABASE_URL)`);
    reports.push(report);
  }
}

const failed = reports.flatMap((r) => r.checks.filter((c) => !c.passed));
const summary = {
  passed: reports.reduce((n, r) => n + r.checks.filter((c) => c.passed).length, 0),
  failed: failed.length,
  skipped: reports.filter((r) => r.skipped).length,
  seconds: Math.round((Date.now() - started) / 1000),
  scenarios: reports,
};
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
writeFileSync(path.join(ROOT, 'test-results', 'hardening.json'), `${JSON.stringify(summary, null, 2)}\n`);

if (failed.length) {
  console.log('\nServer logs (last lines):');
  for (const server of servers) console.log(`\n[${server.name}] ${server.log}\n${logTail(server)}`);
}
console.log('\nFigures');
for (const report of reports) {
  console.log(
    `\n${report.name}: ${report.skipped ? `skipped (${report.skipped})` : `${report.checks.filter((c) => c.passed).length}/${report.checks.length} checks passed, ${report.seconds.toFixed(0)} s`}`,
  );
  for (const [key, value] of Object.entries(report.figures)) {
    console.log(`  ${key.padEnd(58)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  }
}
console.log(`\nWhole run: ${summary.seconds} s. Written to test-results/hardening.json`);
console.log(`hardening: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(failed.length === 0 ? 0 : 1);
