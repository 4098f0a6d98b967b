import http from 'node:http';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';

/** The head tags a link preview and a search engine read, from a page's HTML as the server sent it. */
async function headOf(page: Page, request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0 });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  return page.evaluate((markup) => {
    const head = new DOMParser().parseFromString(markup, 'text/html').head;
    const read = (selector: string) => head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content') ?? null;
    return {
      canonical: read('link[rel="canonical"]'),
      canonicals: head.querySelectorAll('link[rel="canonical"]').length,
      title: read('meta[property="og:title"]'),
      description: read('meta[property="og:description"]'),
      url: read('meta[property="og:url"]'),
      image: read('meta[property="og:image"]'),
      card: read('meta[name="twitter:card"]'),
      twitterDescription: read('meta[name="twitter:description"]'),
      twitterImage: read('meta[name="twitter:image"]'),
      headDescription: read('meta[name="description"]'),
    };
  }, html);
}

/** A request sent exactly as given, path and all: Playwright would resolve `//host/` against the site as another site. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });
}

test('every reader page has its canonical address, Open Graph and X card tags, and a share card that loads', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { data } = await (await request.get('/api/post?pageSize=100')).json();
  const article = (data as { _id: string }[]).at(-1)!;
  // [the path asked for, its one address]
  const pages: [string, string][] = [
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog?utm_source=feed', '/blog'],
    ['/blog/page/coding', '/blog/page/coding'],
    ['/blog/page/health?page=2', '/blog/page/health?page=2'],
    ['/blog/page/mind-growth', '/blog/page/mind-growth'],
    ['/blog/page/articles', '/blog/page/articles'],
    ['/local', '/local'],
    ['/local/how-this-blog-is-built', '/local/how-this-blog-is-built'],
    [`/blog/${article._id}`, `/blog/${article._id}`],
    ['/about', '/about'],
    // The author page's alias (PRODUCT_SLUG) names /about as its one address.
    ['/writer-blog', '/about'],
    ['/skills', '/skills'],
    ['/me.html', '/me.html'],
    ['/ping', '/ping'],
    ['/privacy-policy', '/privacy-policy'],
    ['/sitemap', '/sitemap'],
    ['/search', '/search'],
    // The box's own submit (`go`) of words that name no page or title lists them: not part of the address.
    ['/search?q=qqzzy&go=1', '/search?q=qqzzy'],
  ];
  const images = new Set<string>();
  for (const [path, one] of pages) {
    const head = await headOf(page, request, path);
    expect(head.canonical, path).toBe(`${baseURL}${one}`);
    expect(head.canonicals, path).toBe(1);
    expect(head.url, path).toBe(head.canonical);
    expect(head.title, path).toBeTruthy();
    expect(head.description?.length, path).toBeGreaterThan(0);
    expect(head.description!.length, path).toBeLessThanOrEqual(160);
    expect(head.twitterDescription, path).toBe(head.description);
    expect(head.card, path).toBe('summary_large_image');
    expect(head.image, path).toMatch(new RegExp(`^${baseURL}/`));
    expect(head.twitterImage, path).toBe(head.image);
    images.add(head.image!);
  }
  // A picture of its own for each page: the home page's is not the blog's.
  const home = await headOf(page, request, '/');
  expect(home.image).toBe(`${baseURL}/share-cards/home.png`);
  expect((await headOf(page, request, '/blog')).image).toBe(`${baseURL}/share-cards/blog.png`);
  for (const image of images) {
    const picture = await request.get(image);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()['content-type'], image).toMatch(/^image\/png$/);
  }
});

test("an article's link preview says up to 160 characters, ending on a word; its head keeps the spec's 33", async ({ page, request }) => {
  const head = await headOf(page, request, '/local/how-this-blog-is-built');
  expect(head.headDescription).toHaveLength(33);
  expect(head.description!.length).toBeGreaterThan(100);
  expect(head.description!.length).toBeLessThanOrEqual(160);
  expect(head.description).toMatch(/\p{L}…$/u);
  await page.goto('/local/how-this-blog-is-built');
  const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(posting.description).toBe(head.description);
});

test('the owner’s pages and the sign-in page name no canonical address; the dashboard and a preview are never indexed', async ({
  page,
  request,
}) => {
  const signIn = await headOf(page, request, '/sign-in');
  expect(signIn.canonical).toBeNull();
  expect(signIn.image).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  const closed = await request.get('/preview/no-such-link');
  expect(closed.status()).toBe(404);
  expect(closed.headers()['x-robots-tag']).toBe('noindex');
});

test('another spelling of a page answers 301 to its one address with the query, and never to another site', async ({
  request,
  baseURL,
}) => {
  const moves: [string, string][] = [
    ['/Blog', '/blog'],
    ['/blog/', '/blog'],
    ['/BLOG/?utm_source=feed&utm_medium=x', '/blog?utm_source=feed&utm_medium=x'],
    ['/About/', '/about'],
    ['/blog/page/Coding?page=2', '/blog/page/coding?page=2'],
    ['/terms-and-conditions', '/privacy-policy'],
    ['/terms-and-condition?from=footer', '/privacy-policy?from=footer'],
    ['/blog-privacy-policy/', '/privacy-policy'],
    ['/Privacy-Policy', '/privacy-policy'],
  ];
  for (const [asked, one] of moves) {
    const moved = await request.get(asked, { maxRedirects: 0 });
    expect(moved.status(), asked).toBe(301);
    expect(moved.headers().location, asked).toBe(one);
  }
  // Followed, a move ends on the page.
  const followed = await request.get('/terms-and-conditions?x=1');
  expect(followed.status()).toBe(200);
  expect(followed.url()).toBe(`${baseURL}/privacy-policy?x=1`);
  for (const path of ['//evil.example/', '//evil.example//', '///evil.example/x/']) {
    const moved = await rawGet(baseURL!, path);
    expect(moved.status, path).toBe(301);
    expect(moved.location, path).toMatch(/^\/[^/\\]/);
    expect(new URL(moved.location!, baseURL).origin, path).toBe(baseURL);
  }
  expect((await rawGet(baseURL!, '/\\evil.example/')).location ?? '').not.toMatch(/evil/);
});

test('a share card answers its ETag with 304, a byte range with 206 and a range past its end with 416', async ({ request }) => {
  for (const card of ['/share-cards/home.png', '/local/how-this-blog-is-built/share-card.png?v=1']) {
    const whole = await request.get(card);
    expect(whole.status(), card).toBe(200);
    expect(whole.headers()['accept-ranges'], card).toBe('bytes');
    const size = (await whole.body()).length;
    expect(whole.headers()['content-length'], card).toBe(String(size));
    const etag = whole.headers().etag!;
    expect(etag, card).toMatch(/^"[\w-]+"$/);
    const again = await request.get(card, { headers: { 'If-None-Match': etag } });
    expect(again.status(), card).toBe(304);
    expect(again.headers().etag, card).toBe(etag);
    const part = await request.get(card, { headers: { Range: 'bytes=0-99' } });
    expect(part.status(), card).toBe(206);
    expect(part.headers()['content-range'], card).toBe(`bytes 0-99/${size}`);
    expect((await part.body()).equals((await whole.body()).subarray(0, 100)), card).toBe(true);
    const tail = await request.get(card, { headers: { Range: 'bytes=-10' } });
    expect(tail.headers()['content-range'], card).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const past = await request.get(card, { headers: { Range: `bytes=${size}-` } });
    expect(past.status(), card).toBe(416);
    expect(past.headers()['content-range'], card).toBe(`bytes */${size}`);
  }
  expect((await request.get('/share-cards/no-such-page.png')).status()).toBe(404);
  expect((await request.get('/share-cards/home')).status()).toBe(404);
});
