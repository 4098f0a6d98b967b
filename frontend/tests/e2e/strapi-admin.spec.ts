import { expect, test, type Page } from '@playwright/test';
import { pageAlive } from './support/test';
import { postArticle } from './support/articles';
import { OWNER, SITE_KEY, signInAsOwner } from './support/owner';

// Strapi's own admin on the CMS port, where the owner makes bulk fixes (README, Operations;
// docs/decisions/0022): the article form shows the body as HTML, a save passes the same rules
// and sanitising as the dashboard's, and the reader site shows it on the next request.
const cmsUrl = () => `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '1310'}`;
const RUN = `Adm${Date.now().toString(36)}`;
// Playwright's own test, not support/test's: that one waits on every HTML page for the reader
// site's hydration mark, which Strapi's admin never sets. Reader pages are awaited by hand.
// The admin is a large single-page app: its first load takes a while on a busy machine.
test.setTimeout(90000);
const made: string[] = [];

test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await signInAsOwner(context, baseURL);
  for (const id of made) {
    const deleted = await context.request.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${id}`, {
      data: { password: OWNER.password },
    });
    expect(deleted.status()).toBe(204);
  }
  await context.close();
});

async function readerPage(page: Page, documentId: string) {
  await page.goto(`/blog/${documentId}`);
  await pageAlive(page);
}

async function signInToStrapiAdmin(page: Page) {
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  // Labels of required fields end in an asterisk.
  await page.getByLabel(/^Email\*?$/).fill(OWNER.email);
  await page.getByLabel(/^Password\*?$/).fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)(?!auth)/);
}

const articleForm = (page: Page, documentId: string) =>
  page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::article.article/${documentId}`);

/** The article as the reader's API has it now. */
async function storedArticle(page: Page, documentId: string) {
  const response = await page.request.get(`/api/article/?id=${SITE_KEY}&page=1&pageSize=50`);
  const { data } = (await response.json()) as { data: { _id: string; headingSave: string; imageCdn: string }[] };
  return data.find((article) => article._id === documentId);
}

test("the owner edits an article in Strapi's admin; the reader site shows it on the next request, without the script", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsOwner(context, baseURL!);
  const { _id } = await postArticle(context.request, `${RUN} before the admin`, '<p>Written in the dashboard.</p>');
  made.push(_id);
  await readerPage(page, _id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${RUN} before the admin`);

  await signInToStrapiAdmin(page);
  await articleForm(page, _id);
  const title = page.getByLabel(/^Title\*?$/);
  await expect(title).toHaveValue(`${RUN} before the admin`);
  const body = page.getByLabel(/^Body\*?$/);
  // The body field shows the stored base64 as the HTML it holds.
  await expect(body).toHaveValue('<p>Written in the dashboard.</p>');
  await title.fill(`${RUN} fixed in the admin`);
  await body.fill('<p>Fixed in <strong>Strapi</strong>.</p><script>window.__fromAdmin = true</script>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  // The form shows what was stored: the sanitised HTML.
  await expect(body).toHaveValue('<p>Fixed in <strong>Strapi</strong>.</p>');

  await readerPage(page, _id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${RUN} fixed in the admin`);
  await expect(page.locator('.article-body strong')).toHaveText('Strapi');
  await expect(page.locator('.article-body script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __fromAdmin?: boolean }).__fromAdmin)).toBeUndefined();
});

test("an invalid value saved in Strapi's admin shows its error, and the stored article is unchanged", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsOwner(context, baseURL!);
  const { _id } = await postArticle(context.request, `${RUN} kept as it was`, '<p>Nothing changes here.</p>');
  made.push(_id);
  const before = await storedArticle(page, _id);
  expect(before).toBeTruthy();

  await signInToStrapiAdmin(page);
  await articleForm(page, _id);
  await page.getByLabel(/^Picture address$/).fill('not an address');
  await page.getByLabel(/^Title\*?$/).fill(`${RUN} never stored`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('imageCdn: must be an http(s) address (the picture)')).toBeVisible();
  // The field itself is marked, as Strapi marks its own rules.
  await expect(page.getByText('must be an http(s) address (the picture)', { exact: true })).toBeVisible();

  expect(await storedArticle(page, _id)).toEqual(before);
  await readerPage(page, _id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${RUN} kept as it was`);
});
