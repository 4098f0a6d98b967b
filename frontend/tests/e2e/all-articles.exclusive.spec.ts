import { expect } from '@playwright/test';
import { test } from './support/test';

// Exclusive: the list counts every article of the site, so no other test may be posting one meanwhile.
test('All Articles lists every title, numbered and linked, the ones shipped with the site among them by date', async ({ page }) => {
  await page.goto('/blog/page/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  const items = page.locator('ol.all-articles > li');
  await expect(items).toHaveCount(20);
  await expect(page.getByText('20 articles')).toBeVisible();
  // The oldest four: a shipped one (February 9, 2025) between two of the demo's, and the oldest of all shipped too.
  const oldest = [
    'Better Sleep Starts Before Bedtime: A Practical Guide',
    'A Reading List for Calm Programmers',
    'TypeScript Narrowing: Teaching the Compiler to Follow Your Logic',
    'How This Blog Is Built',
  ];
  for (const [n, title] of oldest.entries()) await expect(items.nth(16 + n)).toHaveText(title);
  await expect(items.nth(17).getByRole('link')).toHaveAttribute('href', '/local/a-reading-list-for-calm-programmers');
  await page.getByRole('link', { name: 'TypeScript Narrowing: Teaching the Compiler to Follow Your Logic', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TypeScript Narrowing: Teaching the Compiler to Follow Your Logic');
  await page.goBack();
  await page.getByRole('link', { name: 'How This Blog Is Built', exact: true }).click();
  await expect(page).toHaveURL(/\/local\/how-this-blog-is-built$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How This Blog Is Built');
});
