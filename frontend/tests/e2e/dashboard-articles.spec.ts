import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { watchConsole } from './support/console';
import { OWNER, SITE_KEY, signInAsOwner } from './support/owner';
import { postArticle } from './support/articles';

// Articles made by this file, with one token in every title so searches find only them.
const TOKEN = `Zx${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const created: { _id: string; href: string; headingSave: string }[] = [];

async function createArticle(api: APIRequestContext, headingSave: string) {
  const article = { ...(await postArticle(api, headingSave, `<p>${headingSave}: a short test article.</p>`)), headingSave };
  created.push(article);
  return article;
}

async function deleteArticle(api: APIRequestContext, id: string) {
  return api.delete(`/api/article-delete/?id=${SITE_KEY}&reference=${id}`, { data: { password: OWNER.password } });
}

/** The list of CMS articles (or title matches) and its rows. */
const published = (page: Page) => page.getByRole('region', { name: /^(Published articles|Title matches)$/ });
const rows = (page: Page) => published(page).getByRole('listitem');
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

// Not under a frozen clock: axe waits on timers.
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('search', { name: 'Articles' });
  await box.getByLabel('Search by title').fill(text);
  await box.getByRole('button', { name: 'Search' }).click();
}

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await signInAsOwner(context, baseURL);
  // 11 articles: with the demo ones, at least two pages of 10.
  for (let i = 1; i <= 11; i += 1) await createArticle(context.request, `${TOKEN} Paging Article ${i}`);
  await context.close();
});

test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await signInAsOwner(context, baseURL);
  // The delete test removed its own article already: a 404 here is fine.
  for (const article of created) expect([204, 404]).toContain((await deleteArticle(context.request, article._id)).status());
  await context.close();
});

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

test('pages through the articles 10 at a time, newest first', async ({ page, request }) => {
  const errors = watchConsole(page);
  const { total } = (await (await request.get(`/api/article/?id=${SITE_KEY}&page=1&pageSize=10`)).json()).meta.pagination;
  const pageCount = Math.ceil(total / 10);
  await page.goto('/dashboard/articles');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(`page 1 of ${pageCount}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(rowOf(page, `${TOKEN} Paging Article 11`)).toBeVisible();
  const firstPage = await published(page).getByRole('heading', { level: 3 }).allTextContents();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`page 2 of ${pageCount}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(pageCount > 2 ? 10 : total - 10);
  const secondPage = await published(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`page 1 of ${pageCount}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('searches titles in any case, ignores an HTML tag pair, and goes back to the pages when cleared', async ({ page }) => {
  await page.goto('/dashboard/articles');
  await expect(rows(page)).toHaveCount(10);
  await searchFor(page, `${TOKEN.toUpperCase()} paging article 1`);
  await expect(page.getByRole('heading', { name: 'Title matches' })).toBeVisible();
  // "...Article 1", "...Article 10" and "...Article 11".
  await expect(page.getByRole('search', { name: 'Articles' }).getByRole('status')).toHaveText('3 articles match.');
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText(/^page \d+ of/)).toHaveCount(0);

  let searched = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) searched += 1;
  });
  await page.getByLabel('Search by title').fill('');
  await expect(page.getByRole('heading', { name: 'Published articles' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/^page 1 of/)).toBeVisible();
  await searchFor(page, `<b>${TOKEN}</b>`);
  await expect(page.getByRole('heading', { name: 'Published articles' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  expect(searched).toBe(0);
});

test("Edit keeps the article under 'editArticle' and opens the Write page", async ({ page }) => {
  const article = created.find((a) => a.headingSave.endsWith('Article 11'))!;
  await page.goto('/dashboard/articles');
  await rowOf(page, article.headingSave).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/write$/);
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('editArticle')))!)).toEqual({
    _id: article._id,
    href: article.href,
  });
});

test('Preview opens the reader page in a new tab, /blog/{_id} or /local{href}', async ({ page, context }) => {
  const article = created.find((a) => a.headingSave.endsWith('Article 11'))!;
  await page.goto('/dashboard/articles');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    rowOf(page, article.headingSave)
      .getByRole('link', { name: /^Preview/ })
      .click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/blog/${article._id}$`));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(article.headingSave);
  await tab.close();

  const local = page
    .getByRole('region', { name: 'Shipped with the site' })
    .getByRole('listitem')
    .filter({ hasText: 'How This Blog Is Built' });
  const [localTab] = await Promise.all([context.waitForEvent('page'), local.getByRole('link', { name: /^Preview/ }).click()]);
  await expect(localTab).toHaveURL(/\/local\/how-this-blog-is-built$/);
  await expect(localTab.getByRole('heading', { level: 1 })).toHaveText('How This Blog Is Built');
});

test('the articles shipped with the site are read-only: Edit and Delete are disabled and say why', async ({ page }) => {
  await page.goto('/dashboard/articles');
  const section = page.getByRole('region', { name: 'Shipped with the site' });
  await expect(section.getByRole('listitem')).toHaveCount(2);
  for (const row of await section.getByRole('listitem').all()) {
    for (const name of ['Edit', 'Delete']) {
      await expect(row.getByRole('button', { name })).toBeDisabled();
      await expect(row.getByRole('button', { name })).toHaveAttribute('title', 'Shipped with the site: read-only');
    }
    await expect(row.getByRole('link', { name: /^Preview/ })).toBeEnabled();
  }
});

test("Delete asks for the password: 'enter password...', 'Wrong password...', 'Connection Issue', then 'deleted' and the panel closes after 1 s", async ({
  page,
  context,
  request,
}) => {
  const article = await createArticle(context.request, `${TOKEN} Article To Delete`);
  await freezeClock(page);
  await page.goto('/dashboard/articles');
  await searchFor(page, article.headingSave);
  await rowOf(page, article.headingSave).getByRole('button', { name: 'Delete' }).click();

  const panel = page.getByRole('dialog', { name: 'Delete article' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`“${article.headingSave}” will be deleted`);
  const password = panel.getByLabel('Password');
  await expect(password).toBeFocused();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('delete_article')))!)).toEqual({
    _id: article._id,
    headingSave: article.headingSave,
  });

  await panel.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('alert')).toHaveText('enter password...');
  await password.fill('Not-The-Password-1');
  await panel.getByRole('button', { name: 'Delete' }).click();
  // A wrong password says so in its own words (ADR 25).
  await expect(panel.getByRole('alert')).toHaveText('Wrong password...');
  await expect(password).toHaveValue('Not-The-Password-1');
  // Any answer but 204 that is not about the password or the session: the spec's 'Connection Issue'.
  await page.route(/\/api\/article-delete\//, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await password.fill(OWNER.password);
  await panel.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Connection Issue');
  await page.unroute(/\/api\/article-delete\//);

  await password.fill(OWNER.password);
  await panel.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('alert')).toHaveText('deleted');
  await page.clock.runFor(900);
  await expect(panel).toBeVisible();
  await page.clock.runFor(100);
  await expect(panel).toBeHidden();
  await expect(rowOf(page, article.headingSave)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('delete_article'))).toBeNull();

  // Gone for readers too.
  expect((await request.get(`/blog/${article._id}`)).status()).toBe(404);
  expect(await (await request.get('/blog')).text()).not.toContain(article.headingSave);
});

test('the open panel has no serious or critical accessibility violation; Cancel closes it and forgets the pending article', async ({
  page,
}) => {
  await page.goto('/dashboard/articles');
  await rows(page).first().getByRole('button', { name: 'Delete' }).click();
  const panel = page.getByRole('dialog', { name: 'Delete article' });
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('delete_article'))).toBeNull();
  await expect(rows(page)).toHaveCount(10);
});

test('the Articles page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/dashboard/articles');
  await expect(rows(page)).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
});
