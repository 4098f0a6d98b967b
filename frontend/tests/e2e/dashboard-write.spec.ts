import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';
import { OWNER, signInAsOwner, siteCover } from './support/owner';
import { postArticle } from './support/articles';
import { deleteArticles, removeDrafts, withOwner } from './support/owner-api';
import { siteDb } from './support/site-db';
import { button, editor, field, openWrite } from './support/write-page';

// One token in every title, so each run's articles and drafts are its own (digits only:
// no letters that could spell a Coding keyword of the category rule).
const TOKEN = `Wr${Date.now()}${Math.floor(Math.random() * 1e6)}`;
// A picture the site serves itself: an unknown host would fail to load in the article.
const pictureOf = (page: Page) => `${new URL('/favicon.svg', page.url()).href} Photo by Ana Rowe`;
const created: string[] = [];

async function createArticle(api: APIRequestContext, headingSave: string) {
  const article = await postArticle(api, headingSave, '<p>The first version of this article.</p>');
  created.push(article._id);
  return article;
}

/** The article a post has just opened, deleted as soon as the test is done with it. */
const openedId = (page: Page) => {
  const id = new URL(page.url()).pathname.split('/').pop()!;
  created.push(id);
  return id;
};

/** Deletes a test's article as soon as the test is done with it, so the clean-up after all has one less. */
async function deleteNow(page: Page, id: string) {
  const at = created.indexOf(id);
  if (at !== -1) created.splice(at, 1);
  await deleteArticles(page.request, [id]);
}

/** This run's drafts, as the Draft page deletes them. */
const deleteDrafts = (api: APIRequestContext) => removeDrafts(api, (draft) => draft.headingSave.startsWith(TOKEN));

test.afterAll(({ browser }) =>
  withOwner(browser, async (api) => {
    await deleteArticles(api, created);
    await deleteDrafts(api);
  }),
);

/**
 * Edit passwords count in the sign-in lockout, shared by the whole site:
 * wait until sign-in.spec.ts has no failures on record (its lockout test
 * locks this address, and a right password here would forget its failures).
 */
async function waitForNoSignInFailures() {
  await expect
    .poll(
      () => {
        const db = siteDb();
        try {
          return (db.prepare('SELECT count(*) AS n FROM sign_in_failures').get() as { n: number }).n;
        } finally {
          db.close();
        }
      },
      { timeout: 60000 },
    )
    .toBe(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

const status = (page: Page) => page.locator('.article-form').getByRole('status');

async function fillArticle(page: Page, title: string, body = 'Steam rises from the kettle while the city sleeps.') {
  await field(page, 'Title').fill(title);
  await field(page, 'Picture').fill(pictureOf(page));
  await editor(page).fill(body);
  await field(page, 'Source').fill('https://example.com/tea-study\nhttps://example.com/sleep-paper');
  await field(page, 'Author').fill('Rowan Ellis');
  await field(page, 'Reference').fill('true');
}

test('the Write page: labelled fields, the editor tools, word count and address, keyboard and no serious accessibility violation', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await openWrite(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write');
  await expect(field(page, 'Category')).toHaveValue('Health');
  await expect(page.getByRole('textbox', { name: 'Article' })).toHaveAttribute('contenteditable', 'true');
  const tools = page.getByRole('toolbar', { name: 'Article tools' });
  for (const name of [
    'Heading 1',
    'Heading 5',
    'Paragraph',
    'Bold',
    'Italic',
    'Underline',
    'Numbered list',
    'Bulleted list',
    'Align centre',
    'Undo',
    'Redo',
    'HTML source',
    'Preview',
  ]) {
    await expect(tools.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('.article-facts')).toContainText('Words3');
  await field(page, 'Title').fill('Tea, Sleep and Slow Mornings');
  // A new article has no address yet: the line says what it will be, never a path that answers 404.
  await expect(page.locator('.article-facts')).toContainText('Address/blog/… its id is given when it is posted');
  await expect(page.locator('.article-facts')).not.toContainText('/tea-sleep-and-slow-mornings');
  // The title pre-selects the category until the writer picks one.
  await field(page, 'Title').fill('Tea, Sleep and JavaScript');
  await expect(field(page, 'Category')).toHaveValue('Coding');
  await field(page, 'Title').fill('Tea, Sleep and Slow Mornings');
  await expect(field(page, 'Category')).toHaveValue('Health');

  // Formatting and undo from the keyboard; Tab leaves the editor for the next field.
  await editor(page).click();
  await page.keyboard.type('Morning light');
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: 'Heading 2' }).click();
  await expect(editor(page).locator('h2')).toHaveText('Morning light');
  await expect(tools.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.article-facts')).toContainText('Words2');
  await tools.getByRole('button', { name: 'Undo' }).click();
  await expect(editor(page).locator('h2')).toHaveCount(0);
  await tools.getByRole('button', { name: 'Redo' }).click();
  await expect(editor(page).locator('h2')).toHaveText('Morning light');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Green tea');
  // The HTML handed out is tidy: plain spaces where Quill writes &nbsp;, real lists.
  await tools.getByRole('button', { name: 'HTML source' }).click();
  await expect(page.getByRole('textbox', { name: 'Article (HTML source)' })).toHaveValue(
    '<h2>Morning light</h2><ul><li>Green tea</li></ul>',
  );
  await expect(tools.getByRole('button', { name: 'Bold' })).toBeDisabled();
  await tools.getByRole('button', { name: 'Rich text' }).click();
  await expect(editor(page)).toBeFocused();
  await editor(page).focus();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Source')).toBeFocused();

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the editor is never loaded by reader pages', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  for (const path of ['/', '/blog/page/health', '/about', '/blog']) await page.goto(path);
  await page.goto((await page.locator('.card a').first().getAttribute('href'))!);
  await expect(page.locator('.article-body')).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((url) => /quill|rich-text-editor|editor\.css/i.test(url))).toEqual([]);
});

test('write and post an article as Coding without a coding word in its title: it shows under Coding everywhere', async ({ page }) => {
  const errors = watchConsole(page);
  await page.clock.install();
  // No keyword of the heading rule: only the writer's choice makes it Coding (ADR 27).
  const title = `${TOKEN} Tools for Slow Mornings`;
  await openWrite(page);
  await field(page, 'Category').selectOption('Coding');
  await fillArticle(page, title);
  // The choice stays when the title changes after it.
  await expect(field(page, 'Category')).toHaveValue('Coding');
  // Reader pages show other tests' articles, whose pictures may not load: the console is the Write page's.
  expect(errors).toEqual([]);
  await button(page, 'Post').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  expect(await page.evaluate(() => localStorage.getItem('redirect-post'))).toMatch(/^\/blog\/[A-Za-z0-9]+$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/blog\/[A-Za-z0-9]+$/);
  const id = openedId(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article-category')).toHaveText('Coding');
  await expect(page.locator('.article-body')).toContainText('Steam rises from the kettle while the city sleeps.');
  expect(await page.evaluate(() => localStorage.getItem('editor-copy:write'))).toBeNull();

  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Coding' }).locator(`a[href="/blog/${id}"]`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health' }).locator(`a[href="/blog/${id}"]`)).toHaveCount(0);
  await page.goto('/blog/page/coding');
  await expect(page.locator(`a[href="/blog/${id}"]`).first()).toBeVisible();
  await page.goto('/blog/page/health');
  await expect(page.locator(`a[href="/blog/${id}"]`)).toHaveCount(0);
  // The dashboard's list says the same.
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Coding');
  // The feed and the sitemap have it on the next request too (caches must revalidate them).
  for (const path of ['/rss.xml', '/sitemap.xml']) {
    const answer = await page.request.get(path);
    expect(answer.headers()['cache-control']).toBe('public, no-cache');
    expect(await answer.text()).toContain(`/blog/${id}`);
  }
  // Newest first, it heads the Coding lists that other tests read: gone at once.
  await deleteNow(page, id);
});

test('the nine checks, in the spec order, before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/article\?/.test(request.url()) && request.method() !== 'GET') sent.push(request.url());
  });
  await openWrite(page);
  const post = button(page, 'Post');
  const expectMessage = async (message: string) => {
    await post.click();
    await expect(status(page)).toHaveText(message);
  };
  await expectMessage('Title not available...');
  await field(page, 'Title').fill(`${TOKEN} Never Sent`);
  await expectMessage('Picture cdn not available...');
  await field(page, 'Picture').fill('https://images.example.com/kettle.jpg');
  await expectMessage('provide picture source...');
  await field(page, 'Picture').fill(pictureOf(page));
  await expectMessage('Article is not written there...');
  await editor(page).fill('A body at last.');
  await expectMessage('Authorized researched papers essential');
  await field(page, 'Reference').fill('false');
  await expectMessage('Authentication failed!');
  await field(page, 'Author').fill('Rowan Ellis');
  await expectMessage('Article researched boolean false');
  await field(page, 'Reference').fill('true');
  const auth = await page.evaluate(() => localStorage.getItem('auth'));
  await page.evaluate(() => localStorage.removeItem('auth'));
  await expectMessage('Authentication failed...');
  await page.evaluate((record) => localStorage.setItem('auth', record!), auth);

  // The ninth belongs to edit mode: an article stored for editing, no password.
  const article = await createArticle(page.request, `${TOKEN} Checked Before Editing`);
  await page.evaluate((target) => localStorage.setItem('editArticle', JSON.stringify(target)), article);
  await openWrite(page);
  await expect(field(page, 'Title')).toHaveValue(`${TOKEN} Checked Before Editing`);
  await field(page, 'Reference').fill('true');
  await button(page, 'Edit').click();
  await expect(status(page)).toHaveText('Need password to edit Article...');
  expect(sent).toEqual([]);
  await deleteNow(page, article._id);
});

test('edit an article: no password, a wrong one, a failed answer, then the right one; the reader page shows the change', async ({
  page,
}) => {
  await page.clock.install();
  const article = await createArticle(page.request, `${TOKEN} Evening Walks`);
  await page.goto('/dashboard/write');
  // What the Articles list's Edit stores.
  await page.evaluate((target) => localStorage.setItem('editArticle', JSON.stringify(target)), article);
  await openWrite(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit article');
  await expect(field(page, 'Title')).toHaveValue(`${TOKEN} Evening Walks`);
  // Its one address, as a working link.
  await expect(page.locator('.article-facts').getByRole('link', { name: `/blog/${article._id}` })).toHaveAttribute(
    'href',
    `/blog/${article._id}`,
  );
  await expect(field(page, 'Picture')).toHaveValue(`${siteCover()} Photo by Rowan Ellis`);
  await expect(editor(page)).toHaveText('The first version of this article.');
  await expect(field(page, 'Source')).toHaveValue('https://example.com/source');

  await field(page, 'Title').fill(`${TOKEN} Evening Walks, Revisited`);
  await editor(page).fill('The second version, written after a long walk.');
  await field(page, 'Reference').fill('true');
  await button(page, 'Edit').click();
  await expect(status(page)).toHaveText('Need password to edit Article...');

  await waitForNoSignInFailures();
  await field(page, 'Password').fill('not-the-password');
  await button(page, 'Edit').click();
  // A wrong password says so in its own words (ADR 25).
  await expect(status(page)).toHaveText('Wrong password...');
  // Any other answer but success: the spec's 'Failed to retrieve id...'.
  await page.route(/\/api\/article\?/, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
  );
  await field(page, 'Password').fill(OWNER.password);
  await button(page, 'Edit').click();
  await expect(status(page)).toHaveText('Failed to retrieve id...');
  await page.unroute(/\/api\/article\?/);
  await field(page, 'Password').fill(OWNER.password);
  await button(page, 'Edit').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  expect(await page.evaluate(() => localStorage.getItem('editArticle'))).toBeNull();
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(new RegExp(`/blog/${article._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TOKEN} Evening Walks, Revisited`);
  await expect(page.locator('.article-body')).toHaveText('The second version, written after a long walk.');
  await deleteNow(page, article._id);
});

test('a word typed in Rich text keeps the rest as written: the code block’s language and its highlighting, links, rules, figures', async ({
  page,
}) => {
  await page.clock.install();
  const body =
    '<p>Before the code.</p><pre><code class="language-js">const answer = 42;</code></pre>' +
    '<p>A <a href="https://example.com/a" title="More" target="_self">link</a><br>on two lines.</p><hr>' +
    '<figure><img src="https://example.com/a.png" alt="A kettle" loading="lazy"><figcaption>The kettle.</figcaption></figure>';
  const article = await postArticle(page.request, `${TOKEN} Faithful Edits`, body);
  created.push(article._id);
  await page.goto('/dashboard/write');
  await page.evaluate((target) => localStorage.setItem('editArticle', JSON.stringify(target)), article);
  await openWrite(page);
  await expect(editor(page)).toContainText('Before the code.');
  await editor(page).getByText('Before the code.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Indeed');
  await button(page, 'HTML source').click();
  const source = page.getByRole('textbox', { name: 'Article (HTML source)' });
  await expect(source).toHaveValue(
    '<p>Before the code. Indeed</p><pre><code class="language-js">const answer = 42;</code></pre>' +
      '<p>A <a href="https://example.com/a" target="_self" title="More">link</a><br>on two lines.</p><hr>' +
      '<figure><img src="https://example.com/a.png" alt="A kettle" loading="lazy"><figcaption>The kettle.</figcaption></figure>',
  );
  await field(page, 'Reference').fill('true');
  await waitForNoSignInFailures();
  await field(page, 'Password').fill(OWNER.password);
  await button(page, 'Edit').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(new RegExp(`/blog/${article._id}$`));
  const reader = page.locator('.article-body');
  await expect(reader).toContainText('Before the code. Indeed');
  await expect(reader.locator('pre.shiki')).toContainText('const answer = 42;');
  await expect(reader.locator('hr')).toHaveCount(1);
  await expect(reader.locator('figure figcaption')).toHaveText('The kettle.');
  await deleteNow(page, article._id);
});

test('Markdown shortcuts and the block tools: a heading, a rule, a code block with its language', async ({ page }) => {
  await openWrite(page);
  await editor(page).click();
  await page.keyboard.type('## Steam');
  await page.keyboard.press('Enter');
  await button(page, 'Horizontal rule').click();
  await page.keyboard.type('```');
  await page.keyboard.press('Enter');
  await page.keyboard.type('let a = 1;');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeEnabled();
  await expect(language).toHaveValue('_');
  await language.selectOption('TypeScript');
  await expect(language).toHaveValue('ts');
  await button(page, 'HTML source').click();
  await expect(page.getByRole('textbox', { name: 'Article (HTML source)' })).toHaveValue(
    '<h2>Steam</h2><hr><pre><code class="language-ts">let a = 1;</code></pre>',
  );
});

test('Markdown pasted as plain text arrives formatted', async ({ page }) => {
  await openWrite(page);
  await editor(page).click();
  await editor(page).evaluate((root) => {
    const data = new DataTransfer();
    data.setData('text/plain', '### Notes\n\n- **tea**\n- toast\n\n```bash\nls -la\n```');
    root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await button(page, 'HTML source').click();
  await expect(page.getByRole('textbox', { name: 'Article (HTML source)' })).toHaveValue(
    '<h3>Notes</h3><ul><li><strong>tea</strong></li><li>toast</li></ul><pre><code class="language-bash">ls -la</code></pre>',
  );
});

test('an edit that changes only the category moves the article to the other section', async ({ page }) => {
  await page.clock.install();
  const article = await createArticle(page.request, `${TOKEN} Quiet Evenings`);
  await page.goto('/blog/page/health');
  await expect(page.locator(`a[href="/blog/${article._id}"]`).first()).toBeVisible();
  await page.evaluate((target) => localStorage.setItem('editArticle', JSON.stringify(target)), article);
  await openWrite(page);
  await expect(field(page, 'Category')).toHaveValue('Health');
  await field(page, 'Category').selectOption('Coding');
  await field(page, 'Reference').fill('true');
  await waitForNoSignInFailures();
  await field(page, 'Password').fill(OWNER.password);
  await button(page, 'Edit').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(new RegExp(`/blog/${article._id}$`));
  await expect(page.locator('.article-category')).toHaveText('Coding');
  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Coding' }).locator(`a[href="/blog/${article._id}"]`).first()).toBeVisible();
  await page.goto('/blog/page/health');
  await expect(page.locator(`a[href="/blog/${article._id}"]`)).toHaveCount(0);
  await deleteNow(page, article._id);
});

test('save as draft: Processing while it runs, then an empty editor and the Draft menu entry', async ({ page }) => {
  await openWrite(page);
  await field(page, 'Title').fill(`${TOKEN} Half an Idea`);
  await editor(page).fill('Something about rain, later.');
  // Hold the save until the busy state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/article-draft-[^/]+\/\?/, async (route) => {
    await held;
    await route.continue();
  });
  const draft = button(page, 'Save as Draft');
  await draft.click();
  await expect(status(page)).toHaveText('Processing');
  await expect(draft).toHaveAttribute('aria-busy', 'true');
  await expect(draft.locator('.visually-hidden')).toHaveText('Save as Draft');
  release();
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(editor(page)).toHaveText('');
  await expect(draft).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Draft', exact: true })).toBeVisible();
  await expect(page.locator('.draft-marker')).toHaveText('Drafts: abc');
  await deleteDrafts(page.request);
});

test('a script or an event handler pasted in the HTML source never runs and is gone from the article', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.clock.install();
  const title = `${TOKEN} Quiet Rooms`;
  await openWrite(page);
  await fillArticle(page, title);
  await button(page, 'HTML source').click();
  await expect(button(page, 'HTML source')).toBeDisabled();
  const source = page.getByRole('textbox', { name: 'Article (HTML source)' });
  await expect(source).toBeFocused();
  await source.fill(
    '<p>Only the words stay.</p><script>window.pwned = 1; alert("script")</script><img src="https://invalid.example/x.png" onerror="window.pwned = 2; alert(\'onerror\')">',
  );
  await button(page, 'Preview').click();
  const preview = page.frameLocator('iframe[title="Article preview"]');
  await expect(preview.getByText('Only the words stay.')).toBeVisible();
  // Styled as the reader's article page: its own body container, with the site's prose styles.
  const readerFont = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.className = 'article-body';
    const font = getComputedStyle(probe).fontFamily;
    probe.remove();
    return font;
  });
  await expect(preview.locator('.article-body')).toHaveCSS('font-family', readerFont);
  await button(page, 'Post').click();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/blog\/[A-Za-z0-9]+$/);
  const id = openedId(page);
  const body = page.locator('.article-body');
  await expect(body).toContainText('Only the words stay.');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await deleteNow(page, id);
});

test('the local copy survives a reload and a failed save, and comes back with a notice until discarded', async ({ page }) => {
  const title = `${TOKEN} Unsaved Thoughts`;
  await openWrite(page);
  await fillArticle(page, title, 'Words that must not get lost.');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('editor-copy:write'))).toContain('Words that must not get lost.');
  await page.reload();
  await expect(editor(page)).toHaveText('Words that must not get lost.');
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(page.getByRole('note', { name: 'Restored changes' })).toBeVisible();

  await page.route(/\/api\/article\?/, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await button(page, 'Post').click();
  await expect(status(page)).toHaveText('Connection Issue');
  await expect(field(page, 'Title')).toHaveValue(title);
  await page.reload();
  await expect(editor(page)).toHaveText('Words that must not get lost.');
  const notice = page.getByRole('note', { name: 'Restored changes' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Discard' }).click();
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(editor(page)).toHaveText('');
  expect(await page.evaluate(() => localStorage.getItem('editor-copy:write'))).toBeNull();
});

test('double-clicking Post sends one request', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/article\?/.test(request.url()) && request.method() === 'POST') posts.push(request.url());
  });
  await page.clock.install();
  await openWrite(page);
  await fillArticle(page, `${TOKEN} One Click Is Enough`);
  await button(page, 'Post').dblclick();
  await expect(page).toHaveURL(/\/redirect-play-post-flow$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL(/\/blog\/[A-Za-z0-9]+$/);
  await deleteNow(page, openedId(page));
  expect(posts).toHaveLength(1);
});
