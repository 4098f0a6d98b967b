import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { openFooterSearch } from './support/search';

const PAGES = [
  '/',
  '/blog',
  '/blog/page/coding',
  '/blog/page/articles',
  '/about',
  '/ping',
  '/skills',
  '/me.html',
  '/privacy-policy',
  '/sitemap',
  '/local',
  '/local/how-this-blog-is-built',
  '/nothing-found',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('an article page, in both themes, has no serious or critical accessibility violation', async ({ page, context, baseURL }) => {
  // Two whole axe runs over a long article: near 30 s on two busy cores.
  test.slow();
  await page.goto('/blog/page/coding');
  await page.locator('.card a').first().click();
  await expect(page.locator('.article-body')).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.reload();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the footer search, open with a long list of live results, in both themes, has no serious or critical accessibility violation', async ({
  page,
  context,
  baseURL,
}) => {
  for (const theme of ['light', 'dark']) {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    await page.goto('/blog');
    const search = await openFooterSearch(page);
    await search.getByRole('searchbox').fill('e');
    await expect(search.getByRole('list', { name: 'Matching articles' }).getByRole('link').nth(8)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('footer').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
