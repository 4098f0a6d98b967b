import { expect, type Page } from '@playwright/test';
import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { footerSearchToggle, openFooterSearch } from './support/search';
import { watchConsole } from './support/console';
import { viewCounts, withOwner } from './support/owner-api';

async function cardTitles(page: Page) {
  return page.locator('.card-title').allTextContents();
}

test('category pages: 3 a page, Previous page / Next page, a total count line; Health is the complement of Coding', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const seen: Record<string, string[]> = { coding: [], health: [] };
  // The demo's 9 and 9, and the two articles shipped with the site, one in each by its category (ADR 27).
  const totals = { coding: 10, health: 10 };
  for (const category of ['coding', 'health'] as const) {
    const pages = Math.ceil(totals[category] / 3);
    await page.goto(`/blog/page/${category}`);
    await expect(page.getByText(`${totals[category]} articles in total`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    for (let n = 1; n <= pages; n += 1) {
      await expect(page.locator('.card')).toHaveCount(Math.min(3, totals[category] - (n - 1) * 3));
      seen[category].push(...(await cardTitles(page)));
      if (n < pages) {
        await page.getByRole('link', { name: 'Next page' }).click();
        await expect(page).toHaveURL(new RegExp(`\\?page=${n + 1}$`));
      }
    }
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${category}\\?page=${pages - 1}$`));
  }
  expect(new Set(seen.coding).size).toBe(totals.coding);
  expect(new Set(seen.health).size).toBe(totals.health);
  expect(seen.coding.filter((title) => seen.health.includes(title))).toEqual([]);
  // Where each shows is its category's, not its title's: this one has no coding word and is Coding.
  expect(seen.coding).toContain('How This Blog Is Built');
  // The oldest of all is shipped with the site: the last card, linked to /local plus its href.
  const oldest = page.locator('.card').last();
  await page.goto(`/blog/page/coding?page=${Math.ceil(totals.coding / 3)}`);
  await expect(oldest.locator('.card-title')).toHaveText('How This Blog Is Built');
  await expect(oldest.getByRole('link')).toHaveAttribute('href', '/local/how-this-blog-is-built');
  await page.goto('/blog/page/mind-growth');
  await expect(page.getByText('20 articles in total')).toBeVisible();
  expect(errors).toEqual([]);
  expect((await request.get('/blog/page/poetry')).status()).toBe(404);
});

test('the author page at /about and /{name}: photo, name, social link, biography, six skills', async ({ page }) => {
  for (const path of ['/about', '/writer-blog']) {
    await page.goto(path);
    await expect(page.getByRole('img', { name: 'Portrait of Rowan Ellis' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Rowan Ellis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rowan Ellis on X' })).toHaveAttribute('target', '_blank');
    await expect(page.locator('.biography')).toHaveCount(2);
    await expect(page.locator('.skills li')).toHaveText(['Health', 'JavaScript', 'HTML', 'CSS3', 'JSON', 'Web developer and writer']);
    await expect(page.locator('.skills img').first()).toHaveJSProperty('complete', true);
  }
  expect((await page.goto('/someone-else'))?.status()).toBe(404);
});

test('static pages and the four privacy and terms aliases', async ({ page }) => {
  for (const [path, heading] of [
    ['/skills', 'Skills'],
    ['/me.html', 'Me'],
    ['/past.html', 'Past'],
    ['/ping', 'Ping'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  for (const path of ['/terms-and-conditions', '/terms-and-condition', '/privacy-policy', '/blog-privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and terms' })).toBeVisible();
  }
});

test('local articles: the list, /local/{id} and the two fixed paths moved to /local{href}, their one address', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/local');
  await expect(page.locator('.card')).toHaveCount(2);
  await page.locator('.card a').first().click();
  await expect(page).toHaveURL(/\/local\/how-this-blog-is-built$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How This Blog Is Built' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/local/how-this-blog-is-built`);
  await page.goto('/local/local-a-reading-list-for-calm-programmers');
  await expect(page).toHaveURL(/\/local\/a-reading-list-for-calm-programmers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A Reading List for Calm Programmers' })).toBeVisible();
  for (const fixed of ['/how-this-blog-is-built', '/a-reading-list-for-calm-programmers']) {
    const response = await request.get(fixed, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/local${fixed}`);
  }
});

test('a CMS article has one address, /blog/{id}: /local{href} and other spellings answer 301 to it, without the query', async ({
  page,
  request,
  baseURL,
}) => {
  // The oldest of the demo's: no other test writes or deletes it.
  const { data } = await (await request.get('/api/post?pageSize=100')).json();
  const { _id, href, headingSave } = (data as { _id: string; href: string; headingSave: string }[]).at(-1)!;
  for (const other of [`/local${href}`, `/local${href}?utm_source=feed`, `/blog/${_id}/`, `/Blog/${_id}?page=2`]) {
    // Twice: the second answer comes from the page cache, which caches the redirect as it caches pages.
    for (const _time of [1, 2]) {
      const moved = await request.get(other, { maxRedirects: 0 });
      expect(moved.status(), other).toBe(301);
      expect(moved.headers().location, other).toBe(`/blog/${_id}`);
      expect(moved.headers()['cache-control'], other).toBe('public, no-cache');
    }
  }
  expect((await request.get(`/blog/${_id}`, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto(`/local${href}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingSave);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${_id}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/blog/${_id}`);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)).toMatchObject({
    mainEntityOfPage: { '@id': `${baseURL}/blog/${_id}` },
  });
  expect((await request.get('/local/no-such-article', { maxRedirects: 0 })).status()).toBe(404);
});

test('feeds: /rss.xml (latest 20, absolute links), /sitemap.xml (every article and page), /robots.txt, and the /sitemap page', async ({
  page,
  request,
  baseURL,
}) => {
  const { data: articles, meta } = await (await request.get('/api/post?pageSize=100')).json();
  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const rssText = await rss.text();
  // The two articles shipped with the site are among the latest by date, as any other.
  expect(rssText.match(/<item>/g)).toHaveLength(Math.min(20, meta.pagination.total + 2));
  expect(rssText).toContain(`<link>${baseURL}/blog/${articles[0]._id}</link>`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const article of articles) expect(sitemap).toContain(`<loc>${baseURL}/blog/${article._id}</loc>`);
  for (const path of ['/blog/page/coding', '/about', '/local/how-this-blog-is-built'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /dashboard');
  await page.goto('/sitemap');
  await expect(page.getByRole('link', { name: 'Coding', exact: true }).first()).toBeVisible();
  await expect(page.locator('main ul').nth(1).getByRole('link')).toHaveCount(articles.length);
});

test.describe('search', () => {
  test('the footer search starts closed; opening shows the form with the caret in it; closing clears it', async ({ page }) => {
    await page.goto('/blog');
    const toggle = footerSearchToggle(page);
    await expect(toggle).toBeVisible();
    await expect(page.locator('footer').getByRole('search')).toBeHidden();
    await toggle.click();
    const search = page.locator('footer').getByRole('search');
    await expect(search).toBeVisible();
    const input = search.getByRole('searchbox', { name: 'Search articles' });
    await expect(input).toBeFocused();
    await input.fill('HTML');
    await expect(search.getByRole('list', { name: 'Matching articles' }).getByRole('link')).toHaveCount(2);
    await toggle.click();
    await expect(search).toBeHidden();
    await toggle.click();
    await expect(input).toHaveValue('');
    await expect(search.getByRole('list', { name: 'Matching articles' })).toHaveCount(0);
    // Escape closes it again and gives the focus back to the toggle.
    await input.press('Escape');
    await expect(search).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('live results by heading; a page alias first on submit; else the first matching article; no match does nothing', async ({
    page,
  }) => {
    await page.goto('/blog');
    const search = await openFooterSearch(page);
    const input = search.getByRole('searchbox');
    await input.fill('HTML');
    const results = search.getByRole('list', { name: 'Matching articles' }).getByRole('link');
    await expect(results).toHaveText([
      'Semantic HTML: Why the Right Element Still Matters',
      'Accessible HTML Forms That Everyone Can Fill In',
    ]);
    await input.fill('zzzz');
    await expect(search.getByText('No articles match.')).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await input.fill('<b>html</b>');
    await expect(results).toHaveCount(0);
    await input.fill('about');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    // Going somewhere closes the search.
    await expect(search).toBeHidden();
    // A fragment of a page's title opens that page, before any article (the spec's 'contained').
    await (await openFooterSearch(page)).getByRole('searchbox').fill('priv');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goto('/blog');
    await (await openFooterSearch(page)).getByRole('searchbox').fill('semantic');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semantic HTML: Why the Right Element Still Matters');
  });

  test('the live results list every matching article, in a list that scrolls', async ({ page }) => {
    await page.goto('/blog');
    const search = await openFooterSearch(page);
    // 'e' is in every seeded heading: more than the 8 the box used to show.
    await search.getByRole('searchbox').fill('e');
    const status = search.getByRole('status');
    await expect(status).toHaveText(/^\d+ articles match\.$/);
    const total = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
    expect(total).toBeGreaterThan(8);
    const list = search.getByRole('list', { name: 'Matching articles' });
    await expect(list.getByRole('link')).toHaveCount(total);
    const box = await list.evaluate((ul) => ({
      scroll: ul.scrollHeight,
      client: ul.clientHeight,
      overflow: getComputedStyle(ul).overflowY,
    }));
    expect(box.overflow).toBe('auto');
    expect(box.scroll).toBeGreaterThan(box.client);
    await list.getByRole('link').last().scrollIntoViewIfNeeded();
    await expect(list.getByRole('link').last()).toBeInViewport();
  });

  test('finds the articles shipped with the site, live and on submit', async ({ page }) => {
    await page.goto('/blog');
    const search = await openFooterSearch(page);
    await search.getByRole('searchbox').fill('how this blog');
    const result = search.getByRole('list', { name: 'Matching articles' }).getByRole('link');
    await expect(result).toHaveText(['How This Blog Is Built']);
    await expect(result).toHaveAttribute('href', '/local/how-this-blog-is-built');
    await expect(search.getByRole('status')).toHaveText('1 article matches.');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/local\/how-this-blog-is-built$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How This Blog Is Built');
  });

  test('works without JavaScript: the closed search opens, and its form goes through /search', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.locator('footer').getByRole('search')).toBeHidden();
    await footerSearchToggle(page).click();
    await page.locator('footer').getByRole('searchbox').fill('sleep');
    await page.locator('footer').getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Sleep Starts Before Bedtime: A Practical Guide');
    await page.goto('/blog');
    await footerSearchToggle(page).click();
    await page.locator('footer').getByRole('searchbox').fill('sit');
    await page.locator('footer').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/sitemap$/);
    // An article shipped with the site, which the CMS does not know.
    await footerSearchToggle(page).click();
    await page.locator('footer').getByRole('searchbox').fill('reading list for calm');
    await page.locator('footer').getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/local\/a-reading-list-for-calm-programmers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Reading List for Calm Programmers');
    await context.close();
  });
});

test('/redirect-play-post-flow waits about 3 s, then goes to the stored redirect-post path, or home', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('redirect-post', '/skills'));
  await page.goto('/redirect-play-post-flow');
  // The address it is about to open, as a link, while it waits.
  await expect(page.locator('.redirect-page').getByRole('link', { name: '/skills' })).toHaveAttribute('href', '/skills');
  await page.clock.runFor(2990);
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(20);
  await expect(page).toHaveURL(/\/skills$/);
  await page.goto('/redirect-play-post-flow');
  await page.clock.runFor(3010);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('blog landing animation', () => {
  test('falling characters at 19 px while the loader flag is set, cleared 1 s after render, never in the way', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/blog');
    const canvas = page.locator('canvas.falling-characters');
    await expect(canvas).toHaveAttribute('data-font-size', '19');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    await expect(canvas).toHaveCSS('position', 'fixed');
    // Input is not blocked while it runs.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await page.clock.runFor(1000);
    await expect(canvas).toHaveCount(0);
  });

  test('none for readers who prefer reduced motion', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Recycle' })).toBeVisible();
    await expect(page.locator('canvas.falling-characters')).toHaveCount(0);
    await context.close();
  });
});

test('each page view is sent once; a reader counts once a day, into the whole-site and the daily counters', async ({ page, browser }) => {
  // The browser is always 127.0.0.1, counted at its first view of the UTC day by whichever test
  // sends it (cms/tests/counters.test.ts checks the counting exactly); from then on each of its
  // views is answered with the counts as they stand. No other address counts in this run.
  const counts: Record<'site' | 'daily', number[]> = { site: [], daily: [] };
  const answered: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const counter = path === routeUrl(API.views.countVisit) ? 'site' : path === routeUrl(API.views.countView) ? 'daily' : null;
    if (counter) answered.push(response.json().then((body: { data: { count: number } }) => void counts[counter].push(body.data.count)));
  });
  await page.goto('/');
  await page.locator('.home').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => answered.length).toBe(6);
  await Promise.all(answered);
  const [site, daily] = [counts.site[0], counts.daily[0]];
  expect(counts).toEqual({ site: [site, site, site], daily: [daily, daily, daily] });
  // The reader was counted: the counter starts at 1 and a first visit answers 2; today has a view.
  expect(site).toBeGreaterThanOrEqual(2);
  expect(daily).toBeGreaterThanOrEqual(1);
  // The owner's Statistics page reads the same counters.
  expect(await withOwner(browser, viewCounts)).toEqual({ today: daily, total: site });
});
