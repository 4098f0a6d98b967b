import { type APIRequestContext, expect, request as newRequest } from '@playwright/test';
import { test } from './support/test';
import { articleFields, postArticle } from './support/articles';
import { OWNER, SITE_KEY, signInAsOwner } from './support/owner';

// Reader pages are cached while what they read is unchanged (frontend/server/page-cache.ts,
// ADR 47): shared answers revalidate by ETag, the owner's are never cached, and a write
// shows on the very next request, with no time-based expiry to wait for, re-rendering
// only the pages that show what it changed (X-Rendered names the render a page came from).
// Exclusive: the publish changes the article counts other specs check.

/** Which render each page came from, asked as a reader. */
async function rendersOf(reader: APIRequestContext, paths: string[]) {
  const seen = new Map<string, string>();
  for (const path of paths) {
    const answer = await reader.get(path);
    expect(answer.status(), path).toBe(200);
    seen.set(path, answer.headers()['x-rendered']);
  }
  return seen;
}

test('a reader page is shared with an ETag and answers 304 while nothing changed', async ({ request }) => {
  const first = await request.get('/blog/page/articles');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, no-cache');
  expect(first.headers()['vary']).toBe('Cookie, Accept-Encoding');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/blog/page/articles', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  // The dark theme is another page, with its own tag.
  const dark = await request.get('/blog/page/articles', { headers: { Cookie: 'theme=dark' } });
  expect(dark.headers()['etag']).not.toBe(etag);
  expect(await dark.text()).toContain('class="dark"');
});

test('parameters no page reads give the same cached page; the page number gives another', async ({ request }) => {
  const tag = async (path: string) => (await request.get(path)).headers()['etag'];
  const plain = await tag('/blog/page/coding');
  expect(await tag('/blog/page/coding?utm_source=feed&x=1')).toBe(plain);
  expect(await tag('/blog/page/coding?page=2')).not.toBe(plain);
  // The theme and consent forms return the reader to the page, not to the made-up address.
  const html = await (await request.get('/blog/page/coding?x=%3Cb%3E&page=2')).text();
  expect(html).toContain('name="returnTo" value="/blog/page/coding?page=2"');
  expect(html).not.toContain('x=%3Cb%3E');
  // React Router's route manifest is passed on, with its own immutable caching, never cached as a page.
  const build = /"version":\s*"([^"]+)"/.exec(html)?.[1];
  const manifest = await request.get(`/__manifest?paths=%2Fabout&version=${build}`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(manifest.headers()['etag']).toBeUndefined();
});

test("the owner's pages are never cached or shared", async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
  for (const path of ['/blog', '/dashboard']) {
    const answer = await context.request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['etag']).toBeUndefined();
  }
});

test('a publish, an edit and a delete show on the very next request of every page that lists the article', async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
  const reader = await newRequest.newContext({ baseURL });
  const title = `Cache ${Date.now().toString(36)} Morning Light`;
  const pages = ['/blog', '/blog/page/articles', '/blog/page/health', '/rss.xml', '/blog/page/health/rss.xml', '/sitemap.xml'];
  // Cached before the write: each page has been rendered and shared.
  const before = new Map<string, string>();
  for (const path of pages) before.set(path, (await reader.get(path)).headers()['etag']);
  const otherSection = await rendersOf(reader, ['/blog/page/coding', '/blog/page/coding/rss.xml']);

  const { _id } = await postArticle(context.request, title, '<p>Light in the morning sets the clock.</p>');
  try {
    for (const path of pages) {
      const answer = await reader.get(path, { headers: { 'If-None-Match': before.get(path)! } });
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain(path === '/sitemap.xml' ? _id : title);
    }
    // A Health article: the Coding section's page and feed are still the ones cached.
    expect(await rendersOf(reader, [...otherSection.keys()])).toEqual(otherSection);
    const article = await reader.get(`/blog/${_id}`);
    expect(await article.text()).toContain('Light in the morning sets the clock.');

    const edited = await context.request.put(`/api/article?id=${SITE_KEY}`, {
      data: { ...articleFields(title, '<p>Light at dawn sets the clock.</p>'), id: _id, editorPassword: OWNER.password },
    });
    expect(edited.status()).toBe(204);
    expect(await (await reader.get(`/blog/${_id}`)).text()).toContain('Light at dawn sets the clock.');
  } finally {
    const deleted = await context.request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${_id}`, {
      data: { password: OWNER.password },
    });
    expect(deleted.status()).toBe(204);
  }
  expect(await (await reader.get('/blog/page/articles')).text()).not.toContain(title);
  expect((await reader.get(`/blog/${_id}`)).status()).toBe(404);
  await reader.dispose();
});

test('the landing is cached once per content version: its ETag answers 304 until a write gives it a new one', async ({
  context,
  baseURL,
}) => {
  const reader = await newRequest.newContext({ baseURL });
  const etagsOf = async (path: string) => {
    const [first, second] = [await reader.get(path), await reader.get(path)];
    expect(first.status(), path).toBe(200);
    expect(second.headers()['etag'], path).toBe(first.headers()['etag']);
    return first.headers()['etag'];
  };
  const pages = ['/blog', '/blog.data'];
  const before = new Map<string, string>();
  for (const path of pages) {
    const etag = await etagsOf(path);
    const again = await reader.get(path, { headers: { 'If-None-Match': etag } });
    expect(again.status(), path).toBe(304);
    expect(await again.body()).toHaveLength(0);
    before.set(path, etag);
  }

  await signInAsOwner(context, baseURL!);
  const { _id } = await postArticle(context.request, `Landing ${Date.now().toString(36)} Tide`, '<p>The tide keeps its hours.</p>');
  try {
    for (const path of pages) {
      const changed = await reader.get(path, { headers: { 'If-None-Match': before.get(path)! } });
      expect(changed.status(), path).toBe(200);
      const etag = changed.headers()['etag'];
      expect(etag, path).not.toBe(before.get(path));
      expect((await reader.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304);
    }
  } finally {
    const deleted = await context.request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${_id}`, {
      data: { password: OWNER.password },
    });
    expect(deleted.status()).toBe(204);
  }
  await reader.dispose();
});

test("an edit re-renders the article and the lists that show it, not another article's page; a like re-renders nothing", async ({
  context,
  baseURL,
}) => {
  await signInAsOwner(context, baseURL!);
  const reader = await newRequest.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  // Next Articles leaves out the articles whose heading contains the page's own: B's page never names A.
  const other = await postArticle(context.request, `Tags ${stamp} Evening`, '<p>Evenings are for slow walks.</p>');
  const titleA = `Tags ${stamp} Evening Rain`;
  const edited = await postArticle(context.request, titleA, '<p>Rain taps on the window.</p>');
  const articleA = `/blog/${edited._id}`;
  const articleB = `/blog/${other._id}`;
  const lists = ['/blog', '/blog/page/articles', '/blog/page/health', '/rss.xml', '/blog/page/health/feed.json', '/sitemap.xml'];
  try {
    expect(await (await reader.get(articleB)).text()).not.toContain(titleA);
    const before = await rendersOf(reader, [articleA, articleB, ...lists, '/blog/page/coding']);

    const answer = await context.request.put(`/api/article?id=${SITE_KEY}`, {
      data: { ...articleFields(titleA, '<p>Rain stops by noon.</p>'), id: edited._id, editorPassword: OWNER.password },
    });
    expect(answer.status()).toBe(204);
    expect(await (await reader.get(articleA)).text()).toContain('Rain stops by noon.');
    const after = await rendersOf(reader, [articleA, articleB, ...lists, '/blog/page/coding']);
    for (const path of [articleA, ...lists]) expect(after.get(path), path).not.toBe(before.get(path));
    expect(await (await reader.get('/blog')).text()).toContain('Rain stops by noon.');
    // B's page and the Coding section read nothing that changed: still the very renders cached before.
    expect(after.get(articleB)).toBe(before.get(articleB));
    expect(after.get('/blog/page/coding')).toBe(before.get('/blog/page/coding'));

    // A like is the reader's: counts come from the page's script, no cached page moves.
    const like = await reader.post('/api/like', {
      data: { Email: `tags-${stamp}@example.com`, idArticle: edited._id, website: '' },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(like.status()).toBe(201);
    expect(await rendersOf(reader, [...after.keys()])).toEqual(after);
  } finally {
    for (const { _id } of [edited, other]) {
      const deleted = await context.request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${_id}`, {
        data: { password: OWNER.password },
      });
      expect(deleted.status()).toBe(204);
    }
    await reader.dispose();
  }
});
