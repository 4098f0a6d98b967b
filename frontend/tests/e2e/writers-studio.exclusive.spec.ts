import { expect, type Browser } from '@playwright/test';
import { pageAlive, test } from './support/test';
import { watchConsole } from './support/console';
import { SITE_KEY, signInAsOwner } from './support/owner';
import { postDraft } from './support/articles';
import { dropNewPieceCopies, removeDrafts, withOwner } from './support/owner-api';
import { editor, field } from './support/write-page';

/**
 * The writer's studio (issue 19): the Write page's copy kept on the server (ADR 39) and a draft's
 * preview links (ADR 40). Exclusive: a new piece's copy is found as the newest of any browser's,
 * so no other test may be writing meanwhile; the Draft page shows every draft.
 */
const TOKEN = `St${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** No copy of a new piece for the Write page to offer, and none of this run's drafts. */
const forget = ({ browser }: { browser: Browser }) =>
  withOwner(browser, async (api) => {
    await dropNewPieceCopies(api);
    await removeDrafts(api, (draft) => draft.headingSave.startsWith(TOKEN));
  });
test.beforeAll(forget);
test.afterAll(forget);

/** A browser of its own, signed in as the owner, on the Write page. */
async function ownerBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  await signInAsOwner(context, baseURL);
  const page = await context.newPage();
  await page.goto('/dashboard/write');
  await pageAlive(page);
  await expect(editor(page)).toBeVisible();
  await expect(field(page, 'Title')).toBeEnabled();
  return { context, page };
}

test('a tab closed mid-sentence: the text is back in another browser, kept while offline, gone once saved as a draft', async ({
  browser,
  baseURL,
}) => {
  const title = `${TOKEN} Half a thought`;
  const first = await ownerBrowser(browser, baseURL!);
  await field(first.page, 'Title').fill(title);
  await editor(first.page).click();
  await first.page.keyboard.type('The server keeps what I type, even mid-sen');
  // No pause for the save: the tab closes at once.
  await first.page.close();
  await first.context.close();

  const second = await ownerBrowser(browser, baseURL!);
  const errors = watchConsole(second.page);
  const offer = second.page.getByRole('alert', { name: 'A newer copy' });
  await expect(offer).toHaveText(/^A newer copy saved at \d\d:\d\d in another browser — .+\.RestoreDiscard$/);
  await expect(offer).toContainText(title);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(field(second.page, 'Title')).toHaveValue(title);
  await expect(editor(second.page)).toHaveText('The server keeps what I type, even mid-sen');

  // Writing on: saved after a pause, and said so.
  await editor(second.page).press('End');
  await second.page.keyboard.type('tence.');
  await expect(second.page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible({ timeout: 10_000 });

  // The network gone: the text is kept in this browser and sent once it is back.
  await second.context.setOffline(true);
  await second.page.keyboard.type(' Offline words.');
  await expect(second.page.getByText('Not saved to the server yet: kept in this browser, sent again once it can be reached')).toBeVisible({
    timeout: 10_000,
  });
  await second.context.setOffline(false);
  await expect(second.page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible({ timeout: 20_000 });
  const saved = await second.page.request.get(`/api/working-copy?id=${SITE_KEY}&reference=new`);
  expect((await saved.json()).data.fields.body).toContain('mid-sentence. Offline words.');

  // Saved as a draft: the copy is done with, and the next new piece starts empty elsewhere too.
  await second.page.getByRole('button', { name: 'Save as Draft', exact: true }).click();
  await expect(second.page.getByRole('status')).toHaveText('Saved as a draft.');
  await expect
    .poll(async () => (await (await second.page.request.get(`/api/working-copy?id=${SITE_KEY}&reference=new`)).json()).data)
    .toBeNull();
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
  await second.context.close();
});

test('share a draft through a preview link, open it signed out, then revoke it: 404', async ({ page, context, browser, baseURL }) => {
  await signInAsOwner(context, baseURL!);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `${TOKEN} A draft to show`;
  await postDraft(page.request, title, '<p>Not yet published, only shared.</p>');
  await page.goto('/dashboard/drafts');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await row.getByRole('button', { name: 'Share preview' }).click();
  const panel = row.getByRole('region', { name: `Preview links for “${title}”` });
  await expect(panel.getByText('No open links.')).toBeVisible();
  await panel.getByRole('button', { name: 'New link' }).click();
  const address = panel.getByLabel('New link: copy it now, it is shown only once');
  await expect(address).toHaveValue(new RegExp(`^${baseURL}/preview/[A-Za-z0-9_-]{43}$`));
  const link = await address.inputValue();
  await expect(panel).toContainText(/Expires \w+ \d+, \d{4}, \d\d:\d\d UTC/);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(panel.getByRole('list', { name: 'Open preview links' }).getByRole('listitem')).toHaveCount(1);

  // Anyone with the link, signed out: the reader's article page, kept by no cache and no index.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const opened = await readerPage.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['cache-control']).toBe('private, no-store');
  expect(opened!.headers()['x-robots-tag']).toBe('noindex');
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(readerPage.locator('.article-body')).toHaveText('Not yet published, only shared.');
  await expect(readerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(readerPage.getByRole('complementary', { name: 'Draft preview' })).toContainText('A draft, not yet published.');
  // Asked again: rendered again, never a cached page.
  expect((await readerPage.reload())!.headers()['cache-control']).toBe('private, no-store');

  await panel.getByRole('button', { name: 'Revoke' }).click();
  await expect(panel.getByRole('status')).toHaveText('Revoked: that link now opens nothing.');
  await expect(panel.getByText('No open links.')).toBeVisible();
  const closed = await readerPage.goto(link);
  expect(closed!.status()).toBe(404);
  expect(closed!.headers()['cache-control']).toBe('private, no-store');
  expect(closed!.headers()['x-robots-tag']).toBe('noindex');
  await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText('This preview link is closed');
  await expect(readerPage).toHaveTitle('This preview link is closed');
  await reader.close();
});
