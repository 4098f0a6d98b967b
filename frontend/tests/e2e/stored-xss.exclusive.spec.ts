import { looksLikeTagPair } from '@blog/rules/tag-pair';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { toBase64 } from '../../../packages/test-kit/src/base64.mjs';
import { articleFields } from './support/articles';
import { PRODUCT_SLUG, SITE_KEY, signInAsOwner, siteCover } from './support/owner';
import { deleteArticles, removeDrafts, removeOpinions, removePings, removeVaultEntries } from './support/owner-api';
import { openFooterSearch } from './support/search';
import { PAYLOADS, RUN, addressPayloads, bodyWith, fit, parseXml, payloadId, sendAsReader, test, type Trap } from './support/xss';

// Issue #8, stored XSS: the payloads go into every field a reader or the owner can write,
// then every reader page and dashboard view is opened with the trap: nothing may run. This
// writes site-wide data (articles, opinions, messages), so it runs alone (project 'exclusive').
// Not serial: after a failure the next test gets a new worker, which makes (and cleans) its own data.

type Made = { _id: string; href: string; title: string };
const articles: Made[] = [];
const draftTitles: string[] = [];
const searches: string[] = [];
/** A plain value for a field too short for the payload (its other fields still carry it). */
const or = (value: string | null, field: string) => value ?? `${RUN} ${field}`;

async function ownerContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signInAsOwner(context, baseURL);
  // The cookie notice and the newsletter banner stay away: they would cover the dashboard's lists.
  await context.addCookies(['cookieBanner', 'emailBanner_'].map((name) => ({ name, value: '1', url: baseURL })));
  return context;
}

async function postArticles(api: APIRequestContext) {
  const cover = siteCover();
  // Addresses that are not http(s) are refused where only http(s) is allowed.
  for (const address of [PAYLOADS.find((p) => p.name === 'js')!, PAYLOADS.find((p) => p.name === 'data')!].map((p) =>
    p.make(payloadId(p.name, 'refused')),
  )) {
    const fields = articleFields(`${RUN} refused address`, '<p>Words.</p>');
    expect((await api.post(`/api/article?id=${SITE_KEY}`, { data: { ...fields, imageCdn: address } })).status(), address).toBe(400);
    expect((await api.post(`/api/article?id=${SITE_KEY}`, { data: { ...fields, researchLinksSave: [address] } })).status(), address).toBe(
      400,
    );
  }
  for (const [i, payload] of PAYLOADS.entries()) {
    // Every other title has a Coding keyword, so both category pages carry payloads.
    const prefix = `${RUN}${i}${i % 2 ? ' web' : ''}`;
    const title = or(
      fit(payload, 'article.title', 200, (text) => `${prefix} ${text}`),
      prefix,
    );
    const response = await api.post(`/api/article?id=${SITE_KEY}`, {
      data: {
        ...articleFields(title, bodyWith(payload, 'article.body')),
        imageCdn: addressPayloads(cover, `article${i}.picture`)[i % 2],
        imageSource: or(fit(payload, 'article.credit', 300), 'credit'),
        dateSave: fit(payload, 'article.date', 100) ?? '',
        researchLinksSave: addressPayloads('https://example.com/', `article${i}.source`),
        category: i % 2 ? 'Coding' : 'Health',
      },
    });
    expect(response.status(), title).toBe(201);
    const { _id, href } = (await response.json()).data;
    articles.push({ _id, href, title: title.trim() });
  }
}

async function postDrafts(api: APIRequestContext) {
  for (const [i, payload] of PAYLOADS.entries()) {
    const title = or(
      fit(payload, 'draft.title', 200, (text) => `${RUN}d${i} ${text}`),
      `${RUN}d${i}`,
    );
    const response = await api.post(`/api/article-draft-${PRODUCT_SLUG}/?id=${SITE_KEY}&reference=abc`, {
      data: {
        headingSave: title,
        // A draft's picture address is only checked for its length: it may be any text.
        imageCdn: or(fit(payload, 'draft.picture', 2048), 'picture'),
        imageSource: or(fit(payload, 'draft.credit', 300), 'credit'),
        articleSave: toBase64(bodyWith(payload, 'draft.body')),
        authorSave: or(fit(payload, 'draft.author', 100), 'author'),
        dateSave: or(fit(payload, 'draft.date', 100), 'date'),
        researchLinksSave: addressPayloads('https://example.com/', `draft${i}.source`),
        category: 'Health',
        reference: 'true',
      },
    });
    expect(response.status(), title).toBe(201);
    draftTitles.push(title.trim());
  }
}

async function addVaultEntries(api: APIRequestContext) {
  for (const payload of PAYLOADS) {
    const name = or(
      fit(payload, 'vault.name', 200, (text) => `${RUN} ${text}`),
      'vault name',
    );
    const response = await api.post(`/api/hash-pswd?id=${SITE_KEY}`, { data: { name, password: fit(payload, 'vault.value', 1000)! } });
    expect(response.status(), name).toBe(201);
  }
}

/** The readers' forms: opinions and messages are stored; e-mail addresses that are markup are refused. */
async function sendReaderForms() {
  await Promise.all(
    PAYLOADS.map(async (payload, i) => {
      const article = articles[i];
      // The article path is the reader's to write too (?reference=): a quote, then markup.
      const reference = `/blog/${article._id}"><img/src/onerror=window.__xss('${payloadId('url-quote', `opinion${i}.article`)}')>`;
      const opinion = await sendAsReader(
        `/api/opinion-about-article-${PRODUCT_SLUG}/?${new URLSearchParams({ id: SITE_KEY, reference })}`,
        [
          {
            reader: or(fit(payload, 'op.name', 100), 'reader'),
            country: or(fit(payload, 'op.country', 100), 'country'),
            opinion: fit(payload, 'op.text', 5000),
          },
        ],
        { humanCheck: true },
      );
      expect(
        opinion.map((a) => a.status),
        `opinion ${payload.name}`,
      ).toEqual([201]);

      const message = {
        name: or(fit(payload, 'ping.name', 100), 'name'),
        country: or(fit(payload, 'ping.country', 100), 'country'),
        detail: fit(payload, 'ping.text', 5000),
      };
      // The payload as the address first: the validator decides; an odd but valid address after.
      const ping = await sendAsReader(
        `/api/contacttry-${PRODUCT_SLUG}?id=${SITE_KEY}`,
        [
          { ...message, email: `${fit(payload, 'ping.email', 240)}@example.com` },
          { ...message, email: `o'${RUN}.${i}+ping@example.com` },
        ],
        { humanCheck: true },
      );
      expect(ping.at(-1)!.status, `message ${payload.name}: ${ping.at(-1)!.text}`).toBe(201);

      // An address is at most 254 characters: a longer payload is no address to try.
      const local = fit(payload, 'subscriber', 240);
      if (local === null) return;
      const email = `${local}@example.com`;
      const subscribed = await sendAsReader('/api/emailAPIgfhcgbjknk', [{ email, website: '' }]);
      expect(subscribed[0].status, `subscribe ${email}`).toBe(400);
      const liked = await sendAsReader('/api/like', [{ Email: email, idArticle: article._id, website: '' }]);
      expect(liked[0].status, `like ${email}`).toBe(400);
    }),
  );
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(60000);
  const baseURL = testInfo.project.use.baseURL!;
  const context = await ownerContext(browser, baseURL);
  try {
    await postArticles(context.request);
    await Promise.all([postDrafts(context.request), addVaultEntries(context.request), sendReaderForms()]);
  } finally {
    await context.close();
  }
  for (const payload of PAYLOADS) {
    const q = fit(payload, 'search', 100);
    if (q) searches.push(q);
  }
});

test.afterAll(async ({ browser }, testInfo) => {
  const context = await ownerContext(browser, testInfo.project.use.baseURL!);
  try {
    const api = context.request;
    const ids = articles.map((article) => article._id);
    await deleteArticles(api, ids);
    // Only this run's rows: every one carries RUN. No subscriber was stored (each payload address is refused).
    const ours = (...texts: (string | null)[]) => texts.some((text) => text?.includes(RUN));
    await removeDrafts(api, (draft) => ours(draft.headingSave));
    await removeOpinions(api, (opinion) => ours(...opinion.values, opinion.reference));
    await removePings(api, (ping) => ours(ping.name, ping.email));
    await removeVaultEntries(api, (name) => ours(name));
  } finally {
    await context.close();
  }
});

/** Elements of a parsed feed that are markup (HTML, SVG, MathML) rather than the feed's own. */
const markupIn = (names: string[]) =>
  names.filter(
    (name) =>
      /^http:\/\/www\.w3\.org\/(1999\/xhtml|2000\/svg|1998\/Math)/.test(name) ||
      / (script|svg|img|iframe|math|details|style|noscript|a|p)$/.test(name),
  );

/** The headline of an article's JSON-LD, or why there is none (a title that ended the script). */
function headlineOf(jsonLd: string | null) {
  try {
    return JSON.parse(jsonLd ?? '').headline as string;
  } catch (error) {
    return `not JSON (${(error as Error).message}): ${jsonLd?.slice(0, 80)}`;
  }
}

/**
 * Opens a page and scans it once it has hydrated: a reader page counts its view from an
 * effect, so that request says so; a dashboard page waits for the network to settle.
 */
async function open(page: Page, trap: Trap, path: string, ready: 'view' | 'idle' = 'view') {
  const viewed = ready === 'view' ? page.waitForRequest((call) => call.url().endsWith('/api/m4-cxrbine'), { timeout: 5000 }) : null;
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const hydrated = viewed
    ? await viewed.then(
        () => true,
        () => false,
      )
    : await page.waitForLoadState('networkidle').then(() => true);
  await trap.scan(page, path);
  // Markup that swallows the rest of the document (an unclosed <style>, say) stops hydration.
  if (!hydrated) throw new Error(`${path} did not hydrate: no page view was counted within 5 s`);
}

test('reader pages: no payload runs, none is left as markup, and the feeds stay well-formed', async ({ browser, baseURL, setTrap }) => {
  test.setTimeout(60000);
  const context = await browser.newContext({ baseURL });
  const trap = await setTrap(context);
  const page = await context.newPage();

  for (const article of articles) {
    await open(page, trap, `/blog/${article._id}`);
    // The title is text: the heading, the document's title and the JSON-LD say exactly what was typed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(article.title);
    expect(headlineOf(await page.locator('script[type="application/ld+json"]').textContent())).toBe(article.title);
  }
  await open(page, trap, `/local${articles[0].href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0].title);

  // Reflected: the search page shows what was asked.
  for (const q of searches) {
    await open(page, trap, `/search?${new URLSearchParams({ q })}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(RUN);
  }
  for (const path of [
    '/',
    '/blog',
    '/blog/page/articles',
    '/blog/page/mind-growth',
    '/local',
    '/sitemap',
    '/about',
    `/${PRODUCT_SLUG}`,
    '/me.html',
    '/skills',
    '/ping',
  ]) {
    await open(page, trap, path);
  }
  // A static file, not a router page: nothing hydrates there.
  await open(page, trap, '/past.html', 'idle');
  for (const path of ['/terms-and-conditions', '/terms-and-condition', '/privacy-policy', '/blog-privacy-policy'])
    await open(page, trap, path);
  // Seven payload articles in each category: the newest three pages of each show every one's card.
  for (const category of ['coding', 'health']) for (const n of [1, 2, 3]) await open(page, trap, `/blog/page/${category}?page=${n}`);
  await expect(page.locator('.card-title').first()).toBeVisible();

  await open(page, trap, `/email-unsubscribe/${encodeURIComponent(PAYLOADS[1].make(payloadId('img', 'unsubscribe.path')))}`);
  // The live search box lists payload titles, and says nothing matched a payload.
  await open(page, trap, '/blog');
  const search = await openFooterSearch(page);
  await search.getByRole('searchbox').fill(RUN);
  await expect(search.getByRole('list', { name: 'Matching articles' }).getByRole('link').first()).toContainText(RUN);
  await trap.scan(page, 'live search results');
  // HTML tag pairs are not searched for (the spec's rule): the others ask the CMS and say how many match.
  for (const q of searches.filter((text) => !looksLikeTagPair(text))) {
    await search.getByRole('searchbox').fill(q);
    await expect(search.getByRole('status')).toHaveText('No articles match.');
  }
  await trap.scan(page, 'live search of payloads');

  // The feeds: well-formed XML, every title exactly as typed, no payload turned into an element.
  const rss = await page.request.get('/rss.xml');
  const feed = await parseXml(page, await rss.text());
  expect(feed.error).toBeNull();
  expect(markupIn(feed.names)).toEqual([]);
  // A title travels as HTML (ADR 42: a reader shows it as text once it has read the HTML).
  const asHtmlText = (html: string | undefined) => html?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const article of articles) {
    expect(asHtmlText(feed.items.find((item) => item.link.endsWith(`/blog/${article._id}`))?.title), article.title).toBe(article.title);
  }
  const sitemap = await parseXml(page, await (await page.request.get('/sitemap.xml')).text());
  expect(sitemap.error).toBeNull();
  expect(markupIn(sitemap.names)).toEqual([]);
  for (const article of articles)
    expect(
      sitemap.locs.some((loc) => loc.endsWith(`/blog/${article._id}`)),
      article._id,
    ).toBe(true);
  await open(page, trap, '/sitemap.xml', 'idle');

  await context.close();
});

test('dashboard views: no payload runs in any list, editor or preview, and none is left as markup', async ({
  browser,
  baseURL,
  setTrap,
}) => {
  test.setTimeout(60000);
  const context = await ownerContext(browser, baseURL!);
  const trap = await setTrap(context);
  const page = await context.newPage();
  const rowOf = (text: string) => page.locator('.owner-row').filter({ hasText: text });

  for (const path of [
    '/dashboard',
    '/dashboard/write',
    '/dashboard/statistics',
    '/dashboard/cursor',
    '/dashboard/privacy',
    '/dashboard/read',
  ])
    await open(page, trap, path, 'idle');

  await open(page, trap, '/dashboard/opinions', 'idle');
  await expect(page.getByRole('row').filter({ hasText: RUN })).toHaveCount(PAYLOADS.length);
  await trap.scan(page, 'opinions listed');
  await open(page, trap, '/dashboard/ping', 'idle');
  await expect(page.getByRole('row').filter({ hasText: RUN })).toHaveCount(PAYLOADS.length);
  await trap.scan(page, 'messages listed');

  // Articles: ten a page, newest first; then a title search; Preview opens the reader page.
  await open(page, trap, '/dashboard/articles', 'idle');
  await expect(rowOf(RUN).first()).toBeVisible();
  await trap.scan(page, 'articles, page 1');
  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('page 2 of')).toBeVisible();
  await expect(rowOf(RUN).first()).toBeVisible();
  await trap.scan(page, 'articles, page 2');
  const target = articles[1];
  const popup = page.waitForEvent('popup');
  await rowOf(target.title)
    .getByRole('link', { name: /^Preview/ })
    .click();
  const preview = await popup;
  await preview.waitForLoadState('networkidle');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await trap.scan(preview, 'articles, Preview');
  await preview.close();
  const titleSearch = page.getByRole('search', { name: 'Articles' });
  await titleSearch.getByRole('searchbox').fill(RUN);
  await titleSearch.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Title matches' })).toBeVisible();
  await expect(rowOf(RUN).first()).toBeVisible();
  await trap.scan(page, 'articles, title search');
  await titleSearch.getByRole('searchbox').fill('');

  // Edit: the payload article in the editor, its HTML source and its sandboxed preview.
  await rowOf(target.title).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/write$/);
  await expect(page.locator('#article-body.ql-editor')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(target.title);
  await page.waitForLoadState('networkidle');
  await trap.scan(page, 'write, editing a payload article');
  const tools = page.getByRole('toolbar', { name: 'Article tools' });
  await tools.getByRole('button', { name: 'HTML source' }).click();
  await expect(page.getByRole('textbox', { name: 'Article (HTML source)' })).toHaveValue(/Words of/);
  await trap.scan(page, 'write, HTML source');
  await tools.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe[title="Article preview"]').getByText(`Words of ${RUN}`)).toBeVisible();
  await trap.scan(page, 'write, preview');
  await page.evaluate(() => localStorage.clear());

  // Drafts: the list, then each draft in the editor.
  await open(page, trap, '/dashboard/drafts', 'idle');
  for (const title of draftTitles) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('region', { name: 'Edit draft' });
    await expect(editor.getByLabel('Title')).toHaveValue(title);
    await expect(editor.getByRole('textbox', { name: 'Article' })).toHaveAttribute('contenteditable', 'true');
    await trap.scan(page, `draft editor: ${title}`);
    await editor.getByRole('button', { name: 'Cancel' }).click();
  }

  // Passwords: names with the hash on, then names and values with it off, and an entry's edit form.
  await open(page, trap, '/dashboard/passwords', 'idle');
  const vault = page.getByRole('region', { name: 'Vault entries' });
  await expect(vault.getByRole('listitem').filter({ hasText: RUN })).toHaveCount(PAYLOADS.length);
  await page.getByRole('button', { name: 'Toggle hash' }).click();
  await expect(vault.locator('code').filter({ hasText: RUN })).toHaveCount(PAYLOADS.length);
  await trap.scan(page, 'passwords, hash off');
  await vault.getByRole('listitem').filter({ hasText: RUN }).first().getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('form', { name: /^Edit / }).getByLabel('Application Name')).toHaveValue(new RegExp(RUN));
  await trap.scan(page, 'passwords, edit form');

  await context.close();
});
