// How many cached reader pages one write makes the web server render again (ADR 47): every
// reader page of a running site is asked for once (cached), then after each kind of write all
// are asked for again and the pages whose X-Rendered moved are counted. Measures, never asserts.
//   WEB_URL=http://127.0.0.1:3000 DATA_DIR=.data node scripts/bench/rendered-per-write.mjs
// (a demo site, SQLite; it publishes, edits and deletes one article of its own, and likes one).
import path from 'node:path';
import { DEMO } from '../lib/env.mjs';
import { sqliteDb } from '../hardening/site-db.mjs';
import { articleIds, editArticle, like, ownerCookie, publishArticle } from '../hardening/site-client.mjs';

const web = process.env.WEB_URL ?? `http://127.0.0.1:${DEMO.WEB_PORT}`;
const env = { ...DEMO, PUBLIC_URL: web };
const db = sqliteDb(path.resolve(process.env.DATA_DIR ?? '.data', DEMO.DATABASE_FILENAME));

/** Every reader page: pages, lists, feeds, the sitemap, each article. */
async function readerPages() {
  const fixed = ['/', '/blog', '/about', '/blog/page/articles', '/blog/page/coding', '/blog/page/health', '/sitemap', '/sitemap.xml'];
  const feeds = ['', '/blog/page/coding', '/blog/page/health'].flatMap((at) =>
    ['rss.xml', 'atom.xml', 'feed.json'].map((f) => `${at}/${f}`),
  );
  return [...fixed, ...feeds, ...(await articleIds(web, 100)).map((id) => `/blog/${id}`)];
}

async function renders(pages) {
  const seen = new Map();
  for (const page of pages) seen.set(page, (await fetch(web + page)).headers.get('x-rendered'));
  return seen;
}

/** Pages rendered again after `write`, of those cached before it. */
async function renderedBy(name, write) {
  const pages = await readerPages();
  const before = await renders(pages);
  await write();
  const after = await renders(pages);
  const again = pages.filter((page) => after.get(page) !== before.get(page));
  console.log(`${name}: ${again.length} of ${pages.length} cached pages rendered again`);
}

const owner = await ownerCookie(web, db, env, {});
const stamp = Date.now().toString(36);
let created;
await renderedBy('publish (Health)', async () => {
  const answer = await publishArticle(web, env, owner, `Measured ${stamp} Morning Light`, '<p>Light in the morning.</p>');
  created = answer.json().data._id;
});
await renderedBy('edit of its body (the newest: every article page names it)', () =>
  editArticle(web, env, owner, created, `Measured ${stamp} Morning Light`, '<p>Light at dawn.</p>'),
);
// The oldest Health article: its title and section kept, its body and cover new.
const list = (await (await fetch(`${web}/api/post?pageSize=100`)).json()).data;
const oldest = list.filter((article) => article.section === 'health').at(-1);
await renderedBy('edit of an older article body and cover', () =>
  editArticle(web, env, owner, oldest._id, oldest.headingSave, '<p>An older article, its body edited for the measure.</p>'),
);
await renderedBy('edit of a title', () =>
  editArticle(web, env, owner, created, `Measured ${stamp} Evening Light`, '<p>Light at dawn.</p>'),
);
await renderedBy('like', () => like(web, created, `measure-${stamp}@example.com`, {}));
await fetch(`${web}/api/article-delete/?id=${env.SITE_KEY}&reference=${created}`, {
  method: 'DELETE',
  headers: { Cookie: owner, 'Content-Type': 'application/json', Origin: web },
  body: JSON.stringify({ password: env.OWNER_PASSWORD }),
});
