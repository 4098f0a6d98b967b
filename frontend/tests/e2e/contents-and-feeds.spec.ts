import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import { parseFeed } from 'htmlparser2';
import { test } from './support/test';
import { watchConsole } from './support/console';

// A shipped article with three headings: it reads the same whatever other tests write.
const ARTICLE = '/local/how-this-blog-is-built';
const HEADINGS = [
  ['Two servers, one origin', 'two-servers-one-origin'],
  ['Rules written once', 'rules-written-once'],
  ['Safe by default', 'safe-by-default'],
];
const PHONE = { width: 390, height: 844 };

/** Where the article's text starts, as the server's HTML lays it out and once the scripts have run. */
async function bodyTopBeforeAndAfterScripts(browser: Browser, viewport: { width: number; height: number }, baseURL: string) {
  const tops: number[] = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport, javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    tops.push(await page.locator('.article-body').evaluate((body) => body.getBoundingClientRect().top + window.scrollY));
    await context.close();
  }
  return tops;
}

test.describe('contents and heading anchors', () => {
  test('a wide screen shows the contents open; each entry goes to its heading', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(ARTICLE);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    await expect(links).toHaveText(HEADINGS.map(([text]) => text));
    // No toggle on a wide screen: the list is simply there.
    await expect(contents.locator('summary')).toBeHidden();
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#${HEADINGS[1][1]}$`));
    await expect(page.getByRole('heading', { level: 2, name: HEADINGS[1][0] })).toHaveAttribute('id', HEADINGS[1][1]);
    await expect(page.getByRole('heading', { level: 2, name: HEADINGS[1][0] })).toBeInViewport();
    // The reading time beside the spec's word count, at about 230 words a minute.
    const words = Number((await page.locator('.word-count').textContent())!.split(' ')[0]);
    await expect(page.locator('.word-count')).toHaveText(`${words} words`);
    await expect(page.locator('.reading-time')).toHaveText(`${Math.max(1, Math.round(words / 230))} min read`);
    expect(errors).toEqual([]);
  });

  test("each heading's link to itself shows on focus, and no id is used twice", async ({ page }) => {
    await page.goto(ARTICLE);
    const self = page.getByRole('link', { name: `Link to the section ${HEADINGS[0][0]}` });
    await expect(self).toHaveAttribute('href', `#${HEADINGS[0][1]}`);
    await expect(self).toHaveCSS('opacity', '0');
    await self.focus();
    await expect(self).toHaveCSS('opacity', '1');
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    // Listen reads the words, not the drawn signs.
    expect(await page.locator('.article-body').evaluate((body) => (body as HTMLElement).innerText)).not.toContain('#');
  });

  test('on a phone the contents are closed until opened', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ARTICLE);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const summary = contents.getByText('Contents', { exact: false }).and(contents.locator('summary'));
    await expect(summary).toBeVisible();
    await expect(contents.getByRole('link', { name: HEADINGS[0][0] })).toBeHidden();
    await summary.click();
    await expect(contents.getByRole('link')).toHaveText(HEADINGS.map(([text]) => text));
  });

  test('the text starts where the server put it, before and after the scripts, on both widths', async ({ browser, baseURL }) => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      const [before, after] = await bodyTopBeforeAndAfterScripts(browser, viewport, baseURL!);
      expect(after).toBe(before);
    }
  });
});

const BLOG_FEEDS = { 'application/rss+xml': '/rss.xml', 'application/atom+xml': '/atom.xml', 'application/feed+json': '/feed.json' };

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
}

/** An answer's ETag, then 304 for it; another test's write in between changes the feed, so it is asked again. */
async function expectRevalidated(request: APIRequestContext, path: string) {
  await expect(async () => {
    const first = await request.get(path);
    const etag = first.headers()['etag'];
    expect(first.headers()['cache-control']).toBe('public, no-cache');
    expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  }).toPass({ timeout: 15000 });
}

test.describe('feeds', () => {
  test("every page's head names the blog's three feeds; a section's page its own too", async ({ page }) => {
    const blogFeeds = Object.entries(BLOG_FEEDS);
    for (const path of ['/', '/blog', ARTICLE, '/about']) {
      await page.goto(path);
      expect(await alternates(page)).toEqual(blogFeeds);
    }
    await page.goto('/blog/page/coding');
    const codingFeeds = [
      ['application/rss+xml', '/blog/page/coding/rss.xml'],
      ['application/atom+xml', '/blog/page/coding/atom.xml'],
      ['application/feed+json', '/blog/page/coding/feed.json'],
    ];
    expect((await alternates(page)).sort()).toEqual([...blogFeeds, ...codingFeeds].sort());
  });

  test('RSS and Atom parse as feeds, with absolute addresses, the whole content and the newest change as their date', async ({
    request,
  }) => {
    for (const scope of ['', '/blog/page/coding']) {
      const json = await (await request.get(`${scope}/feed.json`)).json();
      const newest = Math.max(...json.items.map((item: { date_modified: string }) => Date.parse(item.date_modified)));
      for (const type of ['rss', 'atom']) {
        const answer = await request.get(`${scope}/${type}.xml`);
        expect(answer.headers()['content-type']).toBe(`application/${type}+xml; charset=utf-8`);
        const text = await answer.text();
        const feed = parseFeed(text, { xmlMode: true })!;
        expect(feed.type).toBe(type);
        expect(feed.items.length).toBeGreaterThan(0);
        for (const item of feed.items) expect(item.link).toMatch(/^https?:\/\//);
        // Another test may publish between the two requests: the newest change is then newer.
        expect(feed.updated!.getTime()).toBeGreaterThanOrEqual(newest);
        // No link or picture is left with a relative address, in the content either (code that shows one is text).
        expect(text.match(/<(?:a|img)\s[^<>]*(?:src|href)="(?!https?:|mailto:)[^"]*"/g)).toBeNull();
        // The whole body is in (the shipped Coding article: the oldest, so in its section's 20 latest).
        if (scope) expect(text).toContain('Two servers, one origin');
      }
    }
  });

  test('JSON Feed 1.1 and the section feeds hold only their section; an unknown one is not found', async ({ request }) => {
    const blog = await request.get('/feed.json');
    expect(blog.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
    expect((await blog.json()).version).toBe('https://jsonfeed.org/version/1.1');
    for (const [section, tag] of [
      ['coding', 'Coding'],
      ['health', 'Health'],
    ]) {
      const feed = await (await request.get(`/blog/page/${section}/feed.json`)).json();
      expect(feed.feed_url).toMatch(new RegExp(`^https?://[^/]+/blog/page/${section}/feed\\.json$`));
      expect(feed.items.length).toBeGreaterThan(0);
      for (const item of feed.items) expect(item.tags).toEqual([tag]);
      const rss = parseFeed(await (await request.get(`/blog/page/${section}/rss.xml`)).text(), { xmlMode: true })!;
      expect(rss.items.map((item) => item.link)).toEqual(feed.items.map((item: { url: string }) => item.url));
    }
    expect((await request.get('/blog/page/mind-growth/rss.xml')).status()).toBe(404);
  });

  test('each feed answers 304 to its ETag while nothing changed', async ({ request }) => {
    for (const path of ['/rss.xml', '/atom.xml', '/feed.json', '/blog/page/coding/atom.xml', '/blog/page/health/rss.xml']) {
      await expectRevalidated(request, path);
    }
  });
});
