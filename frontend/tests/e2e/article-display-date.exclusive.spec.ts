import { expect } from '@playwright/test';
import { test } from './support/test';
import { articleFields } from './support/articles';
import { OWNER, SITE_KEY, signInAsOwner } from './support/owner';

// Exclusive: the article it posts would show in every list while other tests count them.
test("an article's page and card give its display date; the updated-on line, JSON-LD and Open Graph agree", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsOwner(context, baseURL!);
  const title = `Dated ${Date.now().toString(36)} Morning Walks`;
  const posted = await context.request.post(`/api/article?id=${SITE_KEY}`, {
    data: { ...articleFields(title, '<p>Walk before the screen wakes up.</p>'), dateSave: 'January 5, 2020' },
  });
  expect(posted.status()).toBe(201);
  const { _id } = (await posted.json()).data as { _id: string };
  try {
    // The newest article: the first card of its category, dated as the owner said.
    await page.goto('/blog/page/health');
    const card = page.locator('.card').first();
    await expect(card.locator('.card-title')).toHaveText(title);
    await expect(card.locator('.card-meta')).toContainText('January 5, 2020');

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/blog/${_id}$`));
    await expect(page.locator('.article-date time')).toHaveText('January 5, 2020');
    await expect(page.locator('.article-date time')).toHaveAttribute('datetime', '2020-01-05');
    // Updated on: when it was really written, today.
    const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date());
    await expect(page.locator('.article-updated time')).toContainText(today);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.datePublished).toBe('2020-01-05');
    expect(jsonLd.dateModified.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2020-01-05');
  } finally {
    const deleted = await context.request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${_id}`, {
      data: { password: OWNER.password },
    });
    expect(deleted.status()).toBe(204);
  }
});
