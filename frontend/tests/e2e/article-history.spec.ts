import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';
import { OWNER, SITE_KEY, signInAsOwner } from './support/owner';
import { articleFields, postArticle } from './support/articles';

// One token in the titles, so the search of the Articles page finds only this file's article.
const TOKEN = `Hy${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

test('edit an article, see what changed in its history, restore the old version and read it on the reader page', async ({ page }) => {
  const errors = watchConsole(page);
  // The context's requests, made as the site's own pages make them (signInAsOwner).
  const request = page.request;
  const oldTitle = `${TOKEN} Sleep before code`;
  const newTitle = `${TOKEN} Sleep after code`;
  const article = await postArticle(request, oldTitle, '<p>Rest first, then write the code.</p>');
  const edited = await request.put(`/api/article?id=${SITE_KEY}`, {
    data: {
      ...articleFields(newTitle, '<p>Rest first, then write better code.</p>'),
      id: article._id,
      editorPassword: OWNER.password,
    },
  });
  expect(edited.status()).toBe(204);

  await page.goto('/dashboard/articles');
  const box = page.getByRole('search', { name: 'Articles' });
  await box.getByLabel('Search by title').fill(TOKEN);
  await box.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: newTitle, exact: true }) });
  await row.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`/dashboard/articles/${article._id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();

  const versions = page.getByRole('list', { name: 'Earlier versions, newest first' });
  await expect(versions.getByRole('button')).toHaveCount(1);
  await versions.getByRole('button', { name: new RegExp(oldTitle) }).click();
  const panel = page.getByRole('region', { name: /^Version of / });
  await expect(panel.locator('dd del').first()).toHaveText('before ');
  await expect(panel.locator('dd ins').first()).toHaveText('after ');
  await expect(panel.locator('dd ins').nth(1)).toHaveText('better ');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  await panel.getByRole('button', { name: 'Restore this version' }).click();
  await panel.getByRole('button', { name: 'Yes, restore' }).click();
  await expect(panel.getByRole('status')).toContainText('Restored. Readers see this version now');
  // The state the restore replaced is kept: two versions now.
  await expect(versions.getByRole('button')).toHaveCount(2);

  await page.goto(`/blog/${article._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
  expect(errors).toEqual([]);

  const removed = await request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${article._id}`, {
    data: { password: OWNER.password },
  });
  expect(removed.status()).toBe(204);
});
