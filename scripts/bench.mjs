// `npm run bench`: measures, never asserts (issue 7). Starts the built site on its own
// ports and data folder, then prints a table and writes bench/results.json:
//   1. the article page: SSR (cached by the page cache, and rendered for every request) vs the
//      same HTML from nginx vs Strapi's stock REST, at 50 connections; whether a write shows on
//      the very next request; Lighthouse (mobile, the median of 5 runs) for /, /blog, an article and /sign-in;
//   2. p50 of the reader's main requests (full-text search among them) at 10 to 100,000 articles with 1,000,000 reactions;
//   3. gzip JavaScript per route from the build, and whether the editor reaches a reader route.
// BENCH_PARTS (javascript,article,lighthouse,scale,mix: all by default) runs some of them alone.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { ROOT } from './lib/env.mjs';
import { ensureBuilt, ensureInstalled } from './lib/prepare.mjs';
import { mixRows } from './bench/mix.mjs';
import { seedScale, tailWord } from './bench/scale-seed.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
// BENCH_WEB_PORT, BENCH_CMS_PORT, BENCH_NGINX_PORT move it off its own ports (another run beside it).
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3410);
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 1410);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3411);
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const CMS = `http://127.0.0.1:${CMS_PORT}`;
const SIZES = (process.env.BENCH_SIZES ?? '10,1000,10000,100000').split(',').map(Number);
const REACTIONS = Number(process.env.BENCH_REACTIONS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// Which parts run (all by default): BENCH_PARTS=lighthouse measures the four pages' scores alone.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'javascript,article,lighthouse,scale,mix').split(','));

await ensureInstalled();
await ensureBuilt();
const autocannon = require('autocannon');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-bench-'));
/** @type {{ measuredAt: string, machine: object, article: object, invalidation: object, lighthouse: Record<string, any>, scale: Record<string, number>[], mix: Record<string, unknown>[], javascript: Record<string, any> }} */
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  article: {},
  invalidation: {},
  lighthouse: {},
  scale: [],
  mix: [],
  javascript: {},
};
const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');

// ---- servers -------------------------------------------------------------
let site = null;
async function startSite() {
  site = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    // The render rows load as fast as the site answers from one address: no per-client render bound.
    env: {
      ...process.env,
      WEB_PORT: String(WEB_PORT),
      CMS_PORT: String(CMS_PORT),
      PUBLIC_URL: WEB,
      DATA_DIR: dataDir,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      PAGE_RENDERS_PER_SECOND: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${WEB}/blog`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error('the site did not start');
}
async function stopSite() {
  if (!site) return;
  const exited = new Promise((resolve) => site.once('exit', resolve));
  site.kill('SIGTERM');
  await exited;
  site = null;
}

function startNginx(root) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'blog-bench-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto; error_log ${prefix}/logs/error.log; pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; default_type text/html;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}; location / { try_files /article.html =404; } } }`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  return {
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

// ---- measuring -----------------------------------------------------------
/**
 * `pathOf(n)`: the path of the n-th request, for a series no answer cached in memory can serve.
 * `fresh`: every request with a (made-up) session cookie, so no page is ever cached (the render's
 * own cost, with the owner check a session cookie asks the CMS for). A query parameter would not
 * do: the page cache drops every one the page does not read, and an article reads none.
 * @param {string} url
 * @param {number} connections
 * @param {number} [seconds]
 * @param {{ fresh?: boolean, pathOf?: ((n: number) => string) | null }} [options]
 */
function load(url, connections, seconds = SECONDS, { fresh = false, pathOf = null } = {}) {
  let sent = 0;
  const requests = fresh
    ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: 'session=bench' } }) }]
    : pathOf
      ? [{ setupRequest: (request) => ({ ...request, path: pathOf(sent++) }) }]
      : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests, headers: { accept: 'text/html,application/json' } }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

async function firstArticle() {
  const answer = await (await fetch(`${CMS}/api/post?pageSize=1`)).json();
  return answer.data[0];
}

// ---- 1. the article page ---------------------------------------------------
async function articlePage() {
  await startSite();
  const article = await firstArticle();
  const ssr = `${WEB}/blog/${article._id}`;
  const html = await (await fetch(ssr)).text();
  const root = mkdtempSync(path.join(os.tmpdir(), 'blog-bench-static-'));
  writeFileSync(path.join(root, 'article.html'), html, { mode: 0o644 });
  // nginx's workers run as an unprivileged user: the folder must be readable to them.
  chmodSync(root, 0o755);
  const nginx = startNginx(root);
  await sleep(500);
  try {
    if (PARTS.has('article')) {
      await load(ssr, 10, 2); // warm-up
      const rows = {
        nginx: await load(`http://127.0.0.1:${NGINX_PORT}/`, 50),
        ssr: await load(ssr, 50),
        ssrRenderedEachTime: await load(ssr, 50, SECONDS, { fresh: true }),
        strapiRest: await load(`${CMS}/api/articles/${article._id}`, 50),
      };
      for (const row of Object.values(rows)) row.ratioToNginx = Number((row.requestsPerSecond / rows.nginx.requestsPerSecond).toFixed(3));
      results.article = rows;
      results.invalidation = await invalidation(article, ssr);
    }
    if (PARTS.has('lighthouse')) {
      await lighthouseScores({ '/': `${WEB}/`, '/blog': `${WEB}/blog`, article: ssr, '/sign-in': `${WEB}/sign-in` });
    }
  } finally {
    nginx.stop();
    rmSync(root, { recursive: true, force: true });
    await stopSite();
  }
}

/**
 * A write the way the CMS makes one (the row, a new content version and the tags the
 * write touched, all in one transaction, cms/src/lib/content-version.ts; a new title
 * moves the article and the lists it is in), straight into the database, then the very
 * next request: does it show the new heading?
 */
async function invalidation(article, url) {
  const heading = `Edited for the benchmark ${Date.now()}`;
  const cached = await fetch(url);
  const db = new Database(path.join(dataDir, 'blog.db'));
  try {
    db.transaction(() => {
      db.prepare('UPDATE articles SET heading_save = ? WHERE document_id = ?').run(heading, article._id);
      const token = `bench-${Date.now()}`;
      db.prepare('UPDATE content_version SET token = ? WHERE id = 1').run(token);
      const stamp = db.prepare('INSERT INTO content_tag (tag, token) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET token = excluded.token');
      for (const tag of [`article:${article._id}`, 'articles', `articles:${article.section}`]) stamp.run(tag, token);
    })();
  } finally {
    db.close();
  }
  const next = await (await fetch(url)).text();
  return { cacheControlBefore: cached.headers.get('cache-control'), writeShowsOnNextRequest: next.includes(heading) };
}

/**
 * Lighthouse's four scores (mobile, its default) in Debian's Chromium, from the median of
 * LIGHTHOUSE_RUNS runs per page (Lighthouse's own advice: one run's simulated timings vary
 * with the machine's load), with the lowest and highest performance beside it.
 */
async function lighthouseScores(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const once = async (/** @type {string} */ url) =>
    /** @type {import('lighthouse').RunnerResult} */ (
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
    ).lhr;
  try {
    for (const [name, url] of Object.entries(pages)) {
      // A trace Lighthouse could not read (NO_NAVSTART after the page before it) scores 0: it says
      // to run it again, so such a run is run again, twice at most, and not counted.
      const runs = [];
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2; attempt += 1) {
        const lhr = await once(url);
        if (!lhr.runtimeError) runs.push(lhr);
      }
      if (runs.length === 0) {
        results.lighthouse[name] = { error: 'no readable trace' };
        continue;
      }
      const lhr = computeMedianRun(runs);
      const performance = runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
      results.lighthouse[name] = {
        ...Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
        runs: runs.length,
        performanceRange: `${Math.min(...performance)}-${Math.max(...performance)}`,
      };
      const failing = Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      );
      results.lighthouse[name].below = failing
        .map((audit) => audit.id)
        .slice(0, 12)
        .join(' ');
    }
  } finally {
    await chrome.kill();
  }
}

// ---- 2. scale ------------------------------------------------------------------
// Full-text search (ADR 44): a word in about two bodies of three, two such words, a phrase of them, a word in one body of a
// hundred; each asked again and again, so after the first its answer is cached (per content version). fullTextUncached asks a new one each time.
const FULL_TEXT = { fullText: 'sleep', fullTextWords: 'sleep habit', fullTextPhrase: '"deep sleep"', fullTextRare: 'paparenlo' };

async function scale() {
  const dbFile = path.join(dataDir, 'blog.db');
  // The seed fills a database the CMS made (its tables and the index's triggers).
  if (!existsSync(dbFile)) {
    await startSite();
    await stopSite();
  }
  for (const size of SIZES) {
    seedScale(dbFile, { articles: size, reactions: REACTIONS });
    await startSite();
    const article = await firstArticle();
    const paths = {
      landing: `${WEB}/blog`,
      category: `${WEB}/blog/page/coding`,
      article: `${WEB}/blog/${article._id}`,
      search: `${WEB}/api/search?q=sleep&limit=8`,
      likeCount: `${WEB}/api/like?ArticleId=${article._id}`,
      ...Object.fromEntries(Object.entries(FULL_TEXT).map(([name, q]) => [name, `${WEB}/api/search/text?${new URLSearchParams({ q })}`])),
    };
    const row = { articles: size, reactions: REACTIONS, refused: 0 };
    for (const [name, url] of Object.entries(paths)) {
      const measured = await load(url, 10, Math.max(3, SECONDS / 2));
      row[name] = measured.p50;
      // Answers that were not 2xx (e.g. 429 from a rate limit) make a p50 meaningless: counted beside it.
      row.refused += measured.errors;
    }
    // Every request a search not asked before: what ranking costs when no cached answer serves it.
    const uncached = await load(`${WEB}/api/search/text`, 10, Math.max(3, SECONDS / 2), {
      pathOf: (n) => `/api/search/text?${new URLSearchParams({ q: `sleep ${tailWord(n)}` })}`,
    });
    row.fullTextUncached = uncached.p50;
    row.refused += uncached.errors;
    results.scale.push(row);
    await stopSite();
  }
}

// ---- 3. JavaScript per route -------------------------------------------------
function javascript() {
  const assets = path.join(ROOT, 'frontend', 'build', 'client', 'assets');
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`no route manifest in ${assets}: build the front end first`);
  const manifest = JSON.parse(
    readFileSync(path.join(assets, manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;$/, ''),
  );
  const gz = (file) => gzipSync(readFileSync(path.join(ROOT, 'frontend', 'build', 'client', file))).length;
  const filesOf = (id) => [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])];
  const shared = [manifest.entry.module, ...manifest.entry.imports, ...filesOf('root')];
  const routes = {
    '/': 'routes/home',
    '/blog': 'routes/blog',
    '/blog/:id': 'routes/blog.$id',
    '/sign-in': 'routes/sign-in',
    '/dashboard/write': 'routes/dashboard.write',
  };
  for (const [route, id] of Object.entries(routes)) {
    const files = [...new Set([...shared, ...filesOf(id)])];
    results.javascript[route] = { gzipBytes: files.reduce((sum, file) => sum + gz(file.replace(/^\//, '')), 0), files: files.length };
  }
  const readerFiles = new Set(['routes/home', 'routes/blog', 'routes/blog.$id'].flatMap(filesOf).concat(shared));
  results.javascript.editorOnReaderRoutes = [...readerFiles].some((file) => /quill|rich-text-editor/i.test(file));
}

try {
  if (spawnSync('/usr/sbin/nginx', ['-v']).status !== 0) throw new Error('nginx is missing: apt-get install nginx');
  if (PARTS.has('javascript')) javascript();
  if (PARTS.has('article') || PARTS.has('lighthouse')) await articlePage();
  if (PARTS.has('scale')) await scale();
  if (PARTS.has('mix')) results.mix = await mixRows();
} finally {
  await stopSite();
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nArticle page, 50 connections');
console.table(Object.fromEntries(Object.entries(results.article).map(([name, row]) => [name, row])));
console.log('A write shows on the next request:', results.invalidation);
console.log('Lighthouse (mobile)');
console.table(results.lighthouse);
console.log(`Scale: p50 in ms with ${REACTIONS.toLocaleString('en')} reactions`);
console.table(results.scale);
console.log('Mixed load (the hardening mix, 100 connections): requests/s and latency in ms');
console.table(results.mix.map(({ byKind: _byKind, ...row }) => row));
console.log('JavaScript (gzip bytes)');
console.table(results.javascript);
console.log('Written to bench/results.json');
