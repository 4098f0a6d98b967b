import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';
import { openFooterSearch } from './support/search';

test('home page: name, role, Blog link and the link list', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Rowan Ellis' })).toBeVisible();
  for (const name of ['Terms', 'LinkedIn', 'About', 'Health', 'Coding', 'Ping', 'X']) {
    await expect(page.locator('.home-links').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('please write to me through the contact page')).toBeVisible();
  await page.locator('.home').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(errors).toEqual([]);
});

test('blog landing: a quote, the Recycle block, and three cards in Coding and in Health', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/blog');
  await expect(page.locator('.quote-banner blockquote')).not.toBeEmpty();
  await expect(page.locator('.quote-banner figcaption')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Recycle' })).toBeVisible();
  const coding = page.getByRole('region', { name: 'Coding' });
  const health = page.getByRole('region', { name: 'Health' });
  await expect(coding.locator('.card')).toHaveCount(3);
  await expect(health.locator('.card')).toHaveCount(3);
  // The newest Coding article of the seed, by its category.
  await expect(coding.locator('.card-title').first()).toHaveText('Error Handling in Programming: Fail Loudly, Recover Gracefully');
  expect(errors).toEqual([]);
});

test('covers: the first card is fetched at once, the rest lazily, each as WebP at the width it is shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  const cards = page.locator('.card img');
  await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(cards.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('region', { name: 'Health' }).locator('.card img').first()).toHaveAttribute('loading', 'lazy');
  // 390 pixels wide at a device pixel ratio of 1: the 400-pixel copy.
  await expect
    .poll(() => cards.first().evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/media\/covers\/cover-\d+-400w\.webp$/);
  const answer = await page.request.get(await cards.first().evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers()['cache-control']).toBe('max-age=2592000');
});

test('a reader page is painted before its scripts load: no module preloads, and it still comes alive', async ({ page }) => {
  await page.goto('/blog');
  // The second answer is the cached copy, as most readers get it.
  const html = await (await page.request.get('/blog')).text();
  expect(html).toContain('<link rel="stylesheet"');
  expect(html).not.toContain('modulepreload');
  await page.reload();
  const search = await openFooterSearch(page);
  await search.getByRole('searchbox').fill('sleep');
  await expect(search.getByRole('list', { name: 'Matching articles' }).getByRole('link')).toHaveText([
    'Better Sleep Starts Before Bedtime: A Practical Guide',
  ]);
});

test('reading an article from the landing page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/blog');
  const health = page.getByRole('region', { name: 'Health' });
  // The newest with one of the site's own covers: other tests post articles with other pictures meanwhile.
  const card = health
    .locator('.card')
    .filter({ has: page.locator('img[src^="/media/covers/"]') })
    .first();
  const title = (await card.locator('.card-title').textContent())!;
  await card.locator('a').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('link', { name: 'Health', exact: true }).first()).toHaveAttribute('href', '/blog/page/health');
  await expect(page.locator('.article-author')).toHaveText('By Rowan Ellis');
  await expect(page.locator('.article-figure img')).toHaveAttribute('loading', 'lazy');
  // The browser takes the WebP copy for the figure's laid-out width, not the 1200-pixel PNG.
  await expect
    .poll(() => page.locator('.article-figure img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/media\/covers\/cover-\d+-(?:400|800|1200)w\.webp$/);
  await expect(page.locator('.article-figure figcaption')).toContainText('Illustration');
  await expect(page.locator('.word-count')).toHaveText(/^\d+ words$/);
  await expect(page.locator('.article-body p').first()).toBeVisible();
  await expect(page.locator('.article-updated')).toHaveText(/^Updated on \w+ \d{1,2}, \d{4} \d{2}:\d{2}$/);
  // Research links are collapsed under 'Detail' and open in a new tab.
  const detail = page.locator('details.research-links');
  await expect(detail.getByRole('link').first()).toBeHidden();
  await detail.getByText('Detail').click();
  await expect(detail.getByRole('link').first()).toBeVisible();
  await expect(detail.getByRole('link').first()).toHaveAttribute('target', '_blank');
  // Next Articles: up to 4 others, none of them this one.
  const next = page.getByRole('region', { name: 'Next Articles' }).getByRole('link');
  await expect(next).toHaveCount(4);
  await expect(next.filter({ hasText: title })).toHaveCount(0);
  await next.first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  expect(errors).toEqual([]);
});

test('an article page is complete without JavaScript: text, title, description, Open Graph, canonical', async ({ browser, request }) => {
  // A seeded article by its title: other tests post newer ones meanwhile.
  const found = await (await request.get(`/api/search?q=${encodeURIComponent('Sunlight, Vitamin D')}&limit=1`)).json();
  const { _id, headingSave } = found.data[0];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/blog/${_id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingSave);
  await expect(page.locator('.article-body')).toContainText('Short days affect more than mood.');
  await expect(page).toHaveTitle(headingSave);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Short days affect more than mood.');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/media\/covers\/cover-18\.png$/,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${_id}$`));
  const image = await request.get((await page.locator('meta[property="og:image"]').getAttribute('content')) as string);
  expect(image.headers()['content-type']).toBe('image/png');
  // Sent before the scripts run, the opinion would go out as a GET, its text in the address, and be lost.
  await expect(page.getByRole('button', { name: 'Send opinion' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Opinion' })).toBeEditable();
  // Listen is in the first paint (nothing moves when the scripts arrive), usable once they have run.
  await expect(page.getByRole('button', { name: 'Listen' })).toBeDisabled();
  await context.close();
});

for (const path of ['/nothing-found', '/no/such/page', '/blog/doesnotexist']) {
  test(`${path} answers 404 with 'WebPage not found!' and a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('WebPage not found!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WebPage not found!');
    await page.locator('.not-found').getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
