// `npm run test:compose`: the production shape (docker-compose.yml and both Dockerfiles, unchanged)
// built and run on a Docker daemon of its own, and checked from outside the containers through
// the web server's port published on 127.0.0.1. Not part of `npm test`: it takes minutes.
// It stops everything it started and removes its containers, networks and volumes; the images
// and build layers stay in its cache folder for the next run (docs/reliability.md).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { ensureBaseImages, externalImages } from './compose/base-images.mjs';
import { ensureDockerTools, startDocker } from './compose/docker-daemon.mjs';
import { compose, composeOk, productionEnv, projectCopy } from './compose/project.mjs';
import { request } from './hardening/http.mjs';
import { articleFields, ownerCookie } from './hardening/site-client.mjs';
import { DEMO } from './lib/env.mjs';
import { freePort } from './lib/free-port.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** @type {{ title: string, passed: boolean, detail: string }[]} */
const checks = [];
/** @type {Record<string, number>} */
const timings = {};

function check(title, passed, detail = '') {
  checks.push({ title, passed, detail });
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${title}${detail ? ` (${detail})` : ''}`);
  if (!passed) throw new Error(`check failed: ${title}`);
}

async function timed(name, work) {
  const begun = Date.now();
  console.log(`\n[${elapsed()}] ${name}...`);
  const result = await work();
  timings[name] = (Date.now() - begun) / 1000;
  return result;
}

await ensureDockerTools();
const docker = await startDocker();
const port = await freePort();
const env = productionEnv(port);
const copy = projectCopy(env);
const project = { dir: copy.dir, name: 'blogcompose', env: docker.env };
const base = `http://127.0.0.1:${port}`;
const origin = { origin: base };
console.log(`Docker daemon ${docker.pid}; project ${project.name} in ${copy.dir}; the site at ${base}`);

/** The CMS's PostgreSQL, read with psql inside its container (never over the network): the human check's answers, counts. */
const database = {
  all: async (/** @type {string} */ sql, /** @type {unknown[]} */ params = []) => {
    let n = 0;
    const literal = sql.replace(/\?/g, () => `'${String(params[n++]).replace(/'/g, "''")}'`);
    const query = `SELECT coalesce(json_agg(t), '[]') FROM (${literal}) t`;
    const out = await composeOk(project, ['exec', '-T', 'postgres', 'psql', '-U', 'blog', '-d', 'blog', '-At', '-c', query]);
    return JSON.parse(out.trim().split('\n').at(-1) ?? '[]');
  },
  close: async () => {},
};

const get = (path, headers = {}) => request(base + path, { headers: { accept: 'text/html', ...headers }, timeoutMs: 30_000 });
const asOwner = (cookie, path, method, body, headers = {}) =>
  request(base + path, { method, body, headers: { cookie, ...origin, ...headers }, timeoutMs: 60_000 });

/** Waits until the web server answers on its published port (it starts once the CMS is healthy). */
async function waitForSite(timeoutMs = 5 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await request(`${base}/`, { timeoutMs: 5000 });
    if (answer.status > 0 && answer.status < 500) return;
    await sleep(2000);
  }
  throw new Error(`the site did not answer within ${timeoutMs / 1000} s`);
}

/** The site as a reader and the owner find it after a restart: everything saved is still there. */
async function everythingStillThere(label, saved) {
  const article = await get(saved.articlePath);
  check(`${label}: the article is there`, article.status === 200 && article.text.includes(saved.heading), `${article.status}`);
  const picture = await get(saved.picture, { accept: 'image/*' });
  check(`${label}: the uploaded picture is served`, picture.status === 200, `${picture.status} ${picture.headers['content-type']}`);
  const cookie = await ownerCookie(base, database, env);
  const vault = await asOwner(cookie, `/api/hash-pswd?id=${env.SITE_KEY}`, 'GET');
  const entry = vault.status === 200 ? vault.json().data.find((e) => String.fromCharCode(...e.name) === saved.vaultName) : null;
  check(`${label}: the vault entry is there and decrypts`, entry?.password === saved.vaultPassword, `${vault.status}`);
  const [subscriber] = await database.all('SELECT count(*)::int AS n FROM subscribers WHERE email = ?', [saved.subscriber]);
  check(`${label}: the subscriber is there`, subscriber?.n === 1, `${subscriber?.n} rows`);
  return cookie;
}

let failure = null;
let cleaning = null;
/** Everything this run started, stopped and removed (also on Ctrl-C): containers, networks, volumes, the daemon, the copy. */
function cleanUp() {
  cleaning ??= (async () => {
    const images = [`${project.name}_cms`, `${project.name}_web`, ...externalImages()];
    const filters = images.flatMap((image) => ['--filter', `reference=${image}`]);
    const sizes = spawnSync('docker', ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}', ...filters], {
      env: docker.env,
      encoding: 'utf8',
    }).stdout;
    await timed('docker-compose down -v', () => compose(project, ['down', '--volumes', '--remove-orphans']));
    // The previous run's images, replaced by this run's build.
    spawnSync('docker', ['image', 'prune', '--force'], { env: docker.env, stdio: 'ignore' });
    await docker.stop();
    copy.remove();
    console.log(`\nImages:\n${sizes.trim()}`);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what this run started...`);
    cleanUp().finally(() => process.exit(130));
  });
}
try {
  await timed('base images', () => ensureBaseImages(docker.env));
  await timed('docker-compose build', () =>
    composeOk(project, ['build'], { echo: process.env.COMPOSE_ECHO === 'true', timeoutMs: 40 * 60_000 }),
  );
  await timed('docker-compose up', async () => {
    await composeOk(project, ['up', '-d']);
    await waitForSite();
  });
  const home = await get('/');
  check('the site answers on the published port', home.status === 200, `${home.status}`);
  const cmsPort = await compose(project, ['port', 'cms', '1337']);
  check('the CMS port is not published', cmsPort.output.trim() === '' || cmsPort.code !== 0, cmsPort.output.trim() || 'none');
  const webPort = (await composeOk(project, ['port', 'web', '3000'])).trim();
  check('the web port is published on loopback only', webPort === `127.0.0.1:${port}`, webPort);

  let cookie = await timed('owner sign-in', () => ownerCookie(base, database, env));
  check('the owner signs in through the guarded sign-in', Boolean(cookie));

  const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const boundary = `----compose${randomBytes(8).toString('hex')}`;
  const multipart = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA blue field\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="blue.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await asOwner(cookie, `/api/pictures?id=${env.SITE_KEY}`, 'POST', multipart, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  check('a picture is uploaded as the editor uploads it', uploaded.status === 201, `${uploaded.status} ${uploaded.text.slice(0, 120)}`);
  const picture = uploaded.json().data;
  const served = await get(picture.src, { accept: 'image/*' });
  check(
    'the uploaded picture is served',
    served.status === 200 && /^image\//.test(String(served.headers['content-type'])),
    `${served.status}`,
  );

  const heading = `Compose check ${randomBytes(4).toString('hex')}`;
  const published = await asOwner(cookie, `/api/article?id=${env.SITE_KEY}`, 'POST', {
    ...articleFields(env, heading, '<p>Written in the production shape.</p>'),
    imageCdn: picture.cover,
  });
  check(
    'the owner publishes an article with the picture as its cover',
    published.status === 201,
    `${published.status} ${published.text.slice(0, 160)}`,
  );
  const articleId = published.json().data?._id ?? published.json()._id;
  const articlePath = `/blog/${articleId}`;
  const page = await get(articlePath);
  const coverPath = new URL(picture.cover).pathname;
  check(
    'a reader sees it at once, with its cover',
    page.status === 200 && page.text.includes(heading) && page.text.includes(coverPath.replace(/\.\w+$/, '')),
    `${page.status}`,
  );
  const list = await get('/blog');
  check('the blog list shows it at once', list.text.includes(heading));

  const subscriber = `reader-${randomBytes(4).toString('hex')}@compose.test`;
  const subscribed = await request(`${base}/api/emailAPIgfhcgbjknk`, {
    method: 'POST',
    body: { email: subscriber, website: '' },
    headers: origin,
  });
  check('a reader subscribes', subscribed.status === 201, `${subscribed.status}`);
  const vaultName = `Compose ${randomBytes(3).toString('hex')}`;
  const vaultPassword = randomBytes(12).toString('base64url');
  const stored = await asOwner(cookie, `/api/hash-pswd?id=${env.SITE_KEY}`, 'POST', { name: vaultName, password: vaultPassword });
  check('the owner keeps a vault entry', stored.status === 201, `${stored.status}`);

  const saved = { articlePath, heading, picture: picture.src, subscriber, vaultName, vaultPassword };
  await timed('docker-compose restart', async () => {
    await composeOk(project, ['restart']);
    await waitForSite();
  });
  await everythingStillThere('after restart', saved);
  await timed('docker-compose down and up', async () => {
    await composeOk(project, ['down']);
    await composeOk(project, ['up', '-d']);
    await waitForSite();
  });
  cookie = await everythingStillThere('after down and up', saved);

  const backupOutput = await timed('backup in the CMS container', () =>
    composeOk(project, ['exec', '-T', 'cms', 'node', '../scripts/backup.mjs']),
  );
  const folder = backupOutput.match(/Backup written to (\S+)/)?.[1];
  check('a backup is made in the CMS container', Boolean(folder), backupOutput.trim().split('\n').at(-1));
  const later = await asOwner(
    cookie,
    `/api/article?id=${env.SITE_KEY}`,
    'POST',
    articleFields(env, `${heading} after the backup`, '<p>Later.</p>'),
  );
  const laterPath = `/blog/${later.json().data?._id ?? later.json()._id}`;
  check('an article published after the backup shows', (await get(laterPath)).status === 200);
  await timed('restore', async () => {
    await composeOk(project, ['stop', 'web', 'cms']);
    await composeOk(project, ['run', '--rm', '--no-deps', 'cms', 'node', '../scripts/restore.mjs', String(folder)]);
    await composeOk(project, ['up', '-d']);
    await waitForSite();
  });
  check('after the restore, the article published after the backup is gone', (await get(laterPath)).status === 404);
  await everythingStillThere('after the restore', saved);

  const refused = await compose(project, ['run', '--rm', '--no-deps', '-e', `OWNER_PASSWORD=${DEMO.OWNER_PASSWORD}`, 'cms'], {
    timeoutMs: 120_000,
  });
  check(
    'production refuses the demo owner password',
    refused.code !== 0 && refused.output.includes('OWNER_PASSWORD'),
    `exit ${refused.code}`,
  );
} catch (error) {
  failure = error;
  console.error(`\n${/** @type {Error} */ (error).message}`);
  const logs = await compose(project, ['logs', '--no-color', '--tail', '60']);
  console.error(`\nThe containers' last lines:\n${logs.output}`);
} finally {
  await cleanUp();
}

console.log(
  '\nTimings (s):',
  Object.entries(timings)
    .map(([name, s]) => `${name} ${s.toFixed(0)}`)
    .join(', '),
);
console.log(`Whole run: ${elapsed()}`);
const passed = checks.filter((c) => c.passed).length;
console.log(`${passed} passed, ${checks.length - passed + (failure && checks.every((c) => c.passed) ? 1 : 0)} failed`);
process.exit(failure ? 1 : 0);
