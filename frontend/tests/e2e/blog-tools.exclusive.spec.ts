// Playwright's own `test`: support/test.ts waits for the site's pages to hydrate, which Strapi's admin never marks.
import { expect, test } from '@playwright/test';
import { OWNER } from './support/owner';
import { setBlock } from './support/strapi-admin';

// The Blog page in Strapi's admin (cms-plugins/blog-tools), as the owner uses it. Its offline
// switch takes the whole site down, so this runs alone after every other test (project 'exclusive').
const ADMIN = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '1310'}/admin`;

test.afterAll(() => setBlock('none'));

test("the owner signs in to Strapi's admin, opens Blog, takes the blog offline and brings it back; readers see both", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(ADMIN);
  // The admin's login form (its labels carry a required mark).
  await page.locator('input[name="email"]').fill(OWNER.email);
  await page.locator('input[name="password"]').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('tab', { name: 'Site' }).click();
  const offline = page.getByRole('switch', { name: 'Blog offline' });
  await expect(offline).toHaveAttribute('aria-checked', 'false');

  await offline.click();
  await expect(page.getByText('The blog is offline.')).toBeVisible();
  await expect(offline).toHaveAttribute('aria-checked', 'true');

  const reader = await browser.newContext();
  try {
    const readerPage = await reader.newPage();
    const blocked = await readerPage.goto('/');
    expect(blocked?.status()).toBe(503);
    await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText('Blog is Offline.');

    await offline.click();
    await expect(page.getByText('The blog is open again.')).toBeVisible();
    await expect(offline).toHaveAttribute('aria-checked', 'false');
    const open = await readerPage.goto('/');
    expect(open?.status()).toBe(200);
    await expect(readerPage.getByText('Blog is Offline.')).toHaveCount(0);
  } finally {
    await reader.close();
  }
});
