import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';

test("the site's own fonts load from this origin under the page's policy; the first screen's files are preloaded (ADR 52)", async ({
  page,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/blog/page/coding');
  // The newest seeded article (it has a code block): other tests post articles meanwhile.
  await page
    .locator('.card')
    .filter({ has: page.locator('img[src^="/media/covers/"]') })
    .first()
    .locator('a')
    .first()
    .click();
  await expect(page.locator('.article-body pre').first()).toBeVisible();
  // The article as it comes from the server: its first screen is upright text and the figure.
  await page.reload();
  const fontPreloads = () =>
    page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const preloads = await fontPreloads();
  const names = (hrefs: (string | null)[]) => hrefs.map((href) => href?.replace(/-[\w-]{8}\.woff2$/, '')).sort();
  expect(names(preloads)).toEqual(['/assets/inter-latin-wght-normal', '/assets/source-serif-4-latin-wght-normal']);
  const figure = page.locator('link[rel="preload"][as="image"]');
  await expect(figure).toHaveAttribute('fetchpriority', 'high');
  expect(await figure.getAttribute('imagesrcset')).toBe(await page.locator('.article-figure source').getAttribute('srcset'));
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
  expect(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Source Serif 4 Variable', 'JetBrains Mono Variable']));
  // The latin files only, from this site (an English page needs no latin-ext file).
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url).toMatch(new RegExp(`^${baseURL}/assets/[\\w-]+-latin-wght-(normal|italic)-[\\w-]+\\.woff2$`));
  // The landing's quote banner is in its first screen: the italic comes with it.
  await page.goto('/blog');
  const landingPreloads = await fontPreloads();
  expect(names(landingPreloads)).toEqual([
    '/assets/inter-latin-wght-normal',
    '/assets/source-serif-4-latin-wght-italic',
    '/assets/source-serif-4-latin-wght-normal',
  ]);
  // Cut to the weights in use (scripts/fonts.mjs): each of the three files well under the package's 40-52 KB.
  const sizes = await Promise.all(landingPreloads.map(async (href) => (await page.request.get(href!)).body().then((body) => body.length)));
  for (const size of sizes) expect(size).toBeLessThan(38_000);
  expect(errors).toEqual([]);
});
