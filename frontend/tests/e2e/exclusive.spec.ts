import { expect } from '@playwright/test';
import { test } from './support/test';
import { setBlock } from './support/strapi-admin';

// These switch the whole site, so they run alone after every other test (project 'exclusive').
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setBlock('none'));

test("the global block: every reader page reads 'Blog is Offline.' (503); the owner's pages stay open", async ({ page }) => {
  await setBlock('global');
  for (const path of ['/', '/blog', '/about']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog is Offline.');
  }
  const signIn = await page.goto('/sign-in');
  expect(signIn?.status()).not.toBe(503);
});

test("the partial block: the blog reads 'Access restricted.' (403); home, author and contact stay open", async ({ page }) => {
  await setBlock('partial');
  for (const path of ['/blog', '/blog/page/coding', '/local']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted.');
  }
  for (const path of ['/', '/about', '/ping']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
  await setBlock('none');
  expect((await page.goto('/blog'))?.status()).toBe(200);
});
