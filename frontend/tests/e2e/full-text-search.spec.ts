import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';

const SLEEP = 'Better Sleep Starts Before Bedtime: A Practical Guide';
const SUNLIGHT = 'Sunlight, Vitamin D and Getting Through the Darker Months';

test.describe('/search: full-text results', () => {
  test('lists the articles holding the words, each with its section, date, title and marked snippet', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/search?q=Circadian');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "Circadian"');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('2 articles match.');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(2);
    // By relevance: which comes first is the ranking's business; both are there.
    expect((await results.getByRole('heading', { level: 2 }).allTextContents()).sort()).toEqual([SLEEP, SUNLIGHT]);
    for (const result of await results.all()) {
      await expect(result.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/blog/page/health');
      await expect(result.locator('time')).toHaveText(/\d{4}$/);
      await expect(result.locator('mark').first()).toHaveText(/^circadian$/i);
    }
    await results.getByRole('link', { name: SLEEP }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLEEP);
    expect(errors).toEqual([]);
  });

  test('puts title matches first, takes a quoted phrase as written, and ignores diacritics', async ({ page }) => {
    await page.goto('/search?q=sleep');
    const titles = page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(SLEEP);
    await page.goto(`/search?q=${encodeURIComponent('"bedtime before"')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No match for ""bedtime before""');
    await page.goto(`/search?q=${encodeURIComponent('"before bedtime" SLÉEP')}`);
    await expect(titles.first()).toHaveText(SLEEP);
  });

  test('searches from its own form, and says when the words are all too common', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const form = page.getByRole('search', { name: 'Search all articles' });
    await form.getByRole('searchbox').fill('the and of');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=the\+and\+of$/);
    await expect(page.getByRole('status').filter({ hasText: 'common' })).toHaveText(
      '"the and of" has only words too common to search for (like "the" or "and"). Add a word that says what you are looking for.',
    );
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('pages ten results at a time, keeping the words', async ({ page }) => {
    await page.goto('/search?q=more');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/^\d+ articles match\. Page 1 of \d+\.$/);
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(10);
    const firstPage = await results.getByRole('heading').allTextContents();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/search\?q=more&page=2$/);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/Page 2 of/);
    for (const title of await results.getByRole('heading').allTextContents()) expect(firstPage).not.toContain(title);
  });

  test('answers 400 with the reason for a query too long, and searches the first 8 words of a longer one', async ({ page }) => {
    const response = await page.goto(`/search?q=${'sleep '.repeat(40)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('status').filter({ hasText: 'at most' })).toHaveText('Search for at most 200 characters.');
    await page.goto(`/search?q=${encodeURIComponent('circadian one two three four five six seven eight')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^No match for/);
    await page.goto(`/search?q=${encodeURIComponent('circadian light sleep rhythm body clock morning evening night')}`);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/ \(the first 8 words and phrases searched\)\.$/);
  });
});

test('Next Articles: up to 4 others, the most related first, never one whose heading holds this one', async ({ page }) => {
  await page.goto('/blog');
  const found = await (await page.request.get(`/api/search?q=${encodeURIComponent(SLEEP)}&limit=1`)).json();
  const related = await (await page.request.get(`/api/article-related?id=${found.data[0]._id}`)).json();
  await page.goto(`/blog/${found.data[0]._id}`);
  const next = page.getByRole('region', { name: 'Next Articles' }).getByRole('heading', { level: 3 });
  await expect(next).toHaveCount(4);
  const titles = await next.allTextContents();
  expect(titles).not.toContain(SLEEP);
  // The CMS's most related come first, in its order.
  const relatedTitles = related.data.map((article: { headingSave: string }) => article.headingSave).slice(0, 4);
  expect(relatedTitles.length).toBeGreaterThan(0);
  expect(titles.slice(0, relatedTitles.length)).toEqual(relatedTitles);
});
