import { expect } from '@playwright/test';
import { test } from './support/test';
import { signInAsOwner } from './support/owner';
import { setAccess } from './support/owner-api';
import { setBlock } from './support/strapi-admin';

// The Access switch takes the whole site offline, so this runs alone after every other test (project 'exclusive').
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});
// Free again whatever happened: through the owner's own call, and in Strapi's admin should that fail.
test.afterEach(({ context }) => setAccess(context.request, 'none'));
test.afterAll(() => setBlock('none'));

test("Access busy: readers meet 'Blog is Offline.' (503) while the dashboard still works; free brings the blog back", async ({
  page,
  browser,
}) => {
  await page.goto('/dashboard/cursor');
  const access = page.getByRole('switch', { name: 'Access' });
  const state = page.locator('.toggle-switch').filter({ has: access }).locator('.toggle-state');
  // Access is on (knob right) while readers have access: free.
  await expect(state).toHaveText('free');
  await expect(access).toHaveAttribute('aria-checked', 'true');

  await access.click();
  await expect(state).toHaveText('busy');
  await expect(access).toHaveAttribute('aria-checked', 'false');
  // Busy is red and says so in words; free is green.
  await expect(access.locator('.toggle-track')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  expect((await (await page.request.get('/api/bufycg')).json()).data.block).toBe('global');

  const reader = await browser.newContext();
  try {
    const readerPage = await reader.newPage();
    for (const path of ['/', '/blog']) {
      const response = await readerPage.goto(path);
      expect(response?.status(), path).toBe(503);
      await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText('Blog is Offline.');
    }

    // The owner's pages stay open.
    const dashboard = await page.goto('/dashboard/statistics');
    expect(dashboard?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
    await page.goto('/dashboard/cursor');
    await expect(state).toHaveText('busy');

    await access.click();
    await expect(state).toHaveText('free');
    await expect(access.locator('.toggle-track')).toHaveCSS('background-color', 'rgb(30, 123, 52)');
    const back = await readerPage.goto('/');
    expect(back?.status()).toBe(200);
    await expect(readerPage.getByText('Blog is Offline.')).toHaveCount(0);
  } finally {
    await reader.close();
  }
});
