import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { humanCheckToken } from './support/human-check';
import { PRODUCT_SLUG, SITE_KEY, signInAsOwner } from './support/owner';
import { removeDrafts, removeOpinions, removePings, withOwner } from './support/owner-api';

// The menu depends on what waits for the owner, so this runs alone (project 'exclusive'),
// when no other test is making drafts, opinions or messages.
test.describe.configure({ mode: 'serial' });

const ALWAYS = ['Write', 'Articles', 'Newsletter', 'Statistics', 'Cursor', 'Passwords', 'Author', 'Privacy', 'Read', 'Signout'];

/** Nothing waits for the owner: every draft, opinion and message deleted, as their pages do. */
async function clearWaiting(api: APIRequestContext) {
  await removeDrafts(api);
  await removeOpinions(api);
  await removePings(api);
}

test.beforeEach(({ context, baseURL }) => signInAsOwner(context, baseURL!));
test.afterAll(({ browser }) => withOwner(browser, clearWaiting));

test('the menu in the spec order; Draft, A-Opinions and Ping appear with their counts only when something waits, without a reload', async ({
  page,
  baseURL,
}) => {
  await clearWaiting(page.request);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const entries = () => menu.getByRole('listitem');
  await expect(entries()).toHaveText(ALWAYS);

  // A reader's opinion and message, and a draft of the owner.
  const api = page.request;
  const opinion = await api.post(`${baseURL}/api/opinion-about-article-${PRODUCT_SLUG}?id=${SITE_KEY}&reference=/blog/x`, {
    data: { reader: 'Ada', country: 'Wales', opinion: 'Clear.', humanCheck: await humanCheckToken(api, baseURL!), website: '' },
  });
  expect(opinion.status()).toBe(201);
  for (const n of [1, 2]) {
    const message = await api.post(`${baseURL}/api/contacttry-${PRODUCT_SLUG}?id=${SITE_KEY}`, {
      data: {
        name: `Sender ${n}`,
        email: `s${n}@example.com`,
        country: 'Wales',
        detail: 'Hello',
        humanCheck: await humanCheckToken(api, baseURL!),
        website: '',
      },
    });
    expect(message.status()).toBe(201);
  }
  const draft = await api.post(`${baseURL}/api/article-draft-${PRODUCT_SLUG}/?id=${SITE_KEY}&reference=abc`, {
    data: { headingSave: 'A draft for the menu', category: 'Health' },
  });
  expect(draft.status()).toBe(201);

  // The server render already has them.
  await page.reload();
  await expect(entries()).toHaveText([
    'Write',
    'Articles',
    'Draft',
    'Newsletter',
    'A-Opinions 1',
    'Statistics',
    'Cursor',
    'Passwords',
    'Author',
    'Ping 2',
    'Privacy',
    'Read',
    'Signout',
  ]);

  // Deleting the messages on the Ping page takes the entry away without a reload.
  await menu.getByRole('link', { name: 'Ping 2' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ping$/);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(menu.getByRole('link', { name: 'Ping 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(entries()).toHaveText([
    'Write',
    'Articles',
    'Draft',
    'Newsletter',
    'A-Opinions 1',
    'Statistics',
    'Cursor',
    'Passwords',
    'Author',
    'Privacy',
    'Read',
    'Signout',
  ]);
});

test('every menu switch forgets the article being edited', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => localStorage.setItem('editArticle', JSON.stringify({ _id: 'abc', href: '/x' })));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  expect(await page.evaluate(() => localStorage.getItem('editArticle'))).toBeNull();
});

test('the left bar hides and shows', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu waits behind the Dashboard menu button: it opens, Escape closes it, and the focus comes back', async ({ page }) => {
    await page.goto('/dashboard');
    const toggle = page.locator('summary', { hasText: 'Dashboard menu' });
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'dashboard-menu');
    await expect(menu).toBeHidden();
    // The spec's Hide menu is the desktop's; here the one button is enough.
    await expect(page.getByRole('button', { name: 'Hide menu' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Cursor' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Choosing an entry opens its page with the menu closed again.
    await toggle.click();
    await menu.getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(/\/dashboard\/statistics$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the button works before any script has run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      await signInAsOwner(context, baseURL!);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(menu).toBeHidden();
      await page.locator('summary', { hasText: 'Dashboard menu' }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Passwords' }).click();
      await expect(page).toHaveURL(/\/dashboard\/passwords$/);
    } finally {
      await context.close();
    }
  });
});

test('on a desktop the menu is a sidebar before any script has run', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  try {
    await signInAsOwner(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Write' })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Dashboard menu' })).toBeHidden();
  } finally {
    await context.close();
  }
});
