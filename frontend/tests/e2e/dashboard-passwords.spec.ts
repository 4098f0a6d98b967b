import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { watchConsole } from './support/console';
import { SITE_KEY, signInAsOwner } from './support/owner';

// Entries made by this file carry this token, so the clean-up takes only them.
const TOKEN = `Vx${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const VAULT = `/api/hash-pswd?id=${SITE_KEY}`;
const VAULT_CALL = /\/api\/hash-pswd\?/;

const codes = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
const text = (list: number[]) => String.fromCharCode(...list);

type WireEntry = { _id: string; name: number[]; password: string | null };

// The tests call the API with page.request: it shares the context's cookies, so the owner's session.

async function listEntries(api: APIRequestContext): Promise<WireEntry[]> {
  const response = await api.get(VAULT);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function createEntry(api: APIRequestContext, name: string, password: string) {
  const response = await api.post(VAULT, { data: { name: codes(name), password } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as WireEntry;
}

async function signedIn(context: BrowserContext, baseURL: string) {
  await signInAsOwner(context, baseURL);
  // The cookie notice and the newsletter banner stay away: they would cover the list.
  await context.addCookies(['cookieBanner', 'emailBanner_'].map((name) => ({ name, value: '1', url: baseURL })));
}

test.afterAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await signedIn(context, baseURL);
  for (const entry of await listEntries(context.request)) {
    if (text(entry.name).startsWith(TOKEN)) expect((await context.request.delete(`${VAULT}&indexArray=${entry._id}`)).status()).toBe(200);
  }
  await context.close();
});

test.beforeEach(async ({ context, baseURL }) => {
  await signedIn(context, baseURL!);
});

const addForm = (page: Page) => page.getByRole('form', { name: 'New entry' });
const addStatus = (page: Page) => addForm(page).getByRole('status');
const listStatus = (page: Page) => page.getByRole('region', { name: 'Entries' }).getByRole('status');
const box = (page: Page) => page.getByRole('region', { name: 'Vault entries' });
const rowOf = (page: Page, name: string) =>
  box(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
const toggleHash = (page: Page) => page.getByRole('button', { name: 'Toggle hash' }).click();

async function openPage(page: Page) {
  await page.goto('/dashboard/passwords');
  await expect(page.getByRole('heading', { name: 'Passwords', level: 1 })).toBeVisible();
  await expect(page.locator('.vault-count')).toHaveText(/^\d+ containers?$/);
}

async function addThroughForm(page: Page, name: string, password: string) {
  await addForm(page).getByLabel('Application Name').fill(name);
  await addForm(page).getByLabel('Password', { exact: true }).fill(password);
  await addForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(addStatus(page)).toHaveText('Alright');
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('adds two entries; the count shows; hash hides the values and the actions until toggled; the box is 301px', async ({ page }) => {
  const api = page.request;
  const errors = watchConsole(page);
  const before = (await listEntries(api)).length;
  await openPage(page);
  await expect(page.locator('.vault-count')).toHaveText(`${before} ${before === 1 ? 'container' : 'containers'}`);
  const password = addForm(page).getByLabel('Password', { exact: true });
  await expect(addForm(page).getByLabel('Application Name')).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('type', 'password');
  await addForm(page).getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await addForm(page).getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // The name goes over the wire as the spec's character codes.
  const posted = page.waitForRequest((call) => call.method() === 'POST' && VAULT_CALL.test(call.url()));
  await addThroughForm(page, `${TOKEN} Mailbox`, 'Mailbox-Secret-4417');
  expect((await posted).postDataJSON()).toEqual({ name: codes(`${TOKEN} Mailbox`), password: 'Mailbox-Secret-4417' });
  await expect(addForm(page).getByLabel('Application Name')).toHaveValue('');
  await addThroughForm(page, `${TOKEN} gitlab`, 'Gitlab-Secret-9021');
  await expect(page.locator('.vault-count')).toHaveText(`${before + 2} containers`);

  // Hash on (the default): no value in the page, every row action off.
  await expect(page.getByRole('button', { name: 'Toggle hash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowOf(page, `${TOKEN} Mailbox`)).toContainText('••••••••');
  expect(await page.content()).not.toContain('Mailbox-Secret-4417');
  for (const name of ['Edit', 'Copy password of', 'Delete']) {
    await expect(rowOf(page, `${TOKEN} Mailbox`).getByRole('button', { name: new RegExp(`^${name}`) })).toBeDisabled();
  }
  await expectNoSeriousViolations(page, 'hash on');

  await toggleHash(page);
  await expect(rowOf(page, `${TOKEN} Mailbox`)).toContainText('Mailbox-Secret-4417');
  await expect(rowOf(page, `${TOKEN} gitlab`)).toContainText('Gitlab-Secret-9021');
  await expect(rowOf(page, `${TOKEN} Mailbox`).getByRole('button', { name: `Edit ${TOKEN} Mailbox` })).toBeEnabled();
  await expectNoSeriousViolations(page, 'hash off');

  const height = await box(page).evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBe(301);
  expect(errors).toEqual([]);
});

test('searches by name case-insensitively; one character shows (and reloads) the whole list', async ({ page }) => {
  const api = page.request;
  await createEntry(api, `${TOKEN} Search Alpha`, 'alpha-pw');
  await createEntry(api, `${TOKEN} Search Beta`, 'beta-pw');
  const total = (await listEntries(api)).length;
  await openPage(page);
  const search = page.getByLabel('Search by name');
  await search.fill(`${TOKEN} search alpha`.toUpperCase());
  await expect(box(page).getByRole('listitem')).toHaveCount(1);
  await expect(rowOf(page, `${TOKEN} Search Alpha`)).toBeVisible();
  await expect(page.locator('.vault-count')).toHaveText('1 container');
  await search.fill(`${TOKEN} search`.toLowerCase());
  await expect(box(page).getByRole('listitem')).toHaveCount(2);

  const reloaded = page.waitForRequest((call) => call.method() === 'GET' && VAULT_CALL.test(call.url()));
  await search.fill('v');
  await reloaded;
  await expect(box(page).getByRole('listitem')).toHaveCount(total);
  await expect(page.locator('.vault-count')).toHaveText(`${total} containers`);
});

test('edits an entry: Cancel leaves the list unchanged, Send saves and returns to the refreshed list', async ({ page }) => {
  const api = page.request;
  const entry = await createEntry(api, `${TOKEN} Edit Me`, 'edit-pw-1');
  await openPage(page);
  await toggleHash(page);
  await rowOf(page, `${TOKEN} Edit Me`)
    .getByRole('button', { name: `Edit ${TOKEN} Edit Me` })
    .click();
  const form = page.getByRole('form', { name: `Edit ${TOKEN} Edit Me` });
  await expect(box(page).getByRole('list')).toHaveCount(0);
  await expect(form.getByLabel('Application Name')).toHaveValue(`${TOKEN} Edit Me`);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('edit-pw-1');
  await form.getByLabel('Application Name').fill(`${TOKEN} Not Saved`);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, `${TOKEN} Edit Me`)).toContainText('edit-pw-1');
  await expect(rowOf(page, `${TOKEN} Not Saved`)).toHaveCount(0);

  await rowOf(page, `${TOKEN} Edit Me`)
    .getByRole('button', { name: `Edit ${TOKEN} Edit Me` })
    .click();
  await form.getByLabel('Application Name').fill(`${TOKEN} Edited`);
  await form.getByLabel('Password', { exact: true }).fill('edit-pw-2');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(listStatus(page)).toHaveText('Alright');
  await expect(form).toHaveCount(0);
  await expect(rowOf(page, `${TOKEN} Edited`)).toContainText('edit-pw-2');
  const stored = (await listEntries(api)).find((one) => one._id === entry._id)!;
  expect([text(stored.name), stored.password]).toEqual([`${TOKEN} Edited`, 'edit-pw-2']);
});

test('copies a password to the clipboard with a short confirmation', async ({ page, context, baseURL }) => {
  const api = page.request;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await createEntry(api, `${TOKEN} Copy Me`, 'Copy-Secret-3319');
  await openPage(page);
  await toggleHash(page);
  await page.getByRole('button', { name: `Copy password of ${TOKEN} Copy Me` }).click();
  await expect(page.getByText(`Password of ${TOKEN} Copy Me copied.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Copy-Secret-3319');
});

/** The row's Delete, then its confirmation's Delete. */
async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page
    .getByRole('group', { name: `Delete "${name}"?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
}

test("deletes an entry once confirmed; a failed delete alerts 'system failed'", async ({ page }) => {
  const api = page.request;
  const keep = await createEntry(api, `${TOKEN} Delete Fails`, 'x');
  const gone = await createEntry(api, `${TOKEN} Delete Me`, 'y');
  await openPage(page);
  await toggleHash(page);
  await confirmDelete(page, `${TOKEN} Delete Me`);
  await expect(rowOf(page, `${TOKEN} Delete Me`)).toHaveCount(0);
  expect((await listEntries(api)).some((one) => one._id === gone._id)).toBe(false);

  await page.route(VAULT_CALL, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  // Answered in the handler, as it opens: awaited after the click, the alert's accept once hung until the timeout.
  const alerted = new Promise<string[]>((resolve) => {
    page.once('dialog', (alert) => {
      resolve([alert.type(), alert.message()]);
      void alert.accept();
    });
  });
  await confirmDelete(page, `${TOKEN} Delete Fails`);
  expect(await alerted).toEqual(['alert', 'system failed']);
  await expect(rowOf(page, `${TOKEN} Delete Fails`)).toBeVisible();
  expect((await listEntries(api)).some((one) => one._id === keep._id)).toBe(true);
});

test('one row shown on its own is copied and deleted; the delete asks first, Cancel and Escape keep it, Undo brings it back', async ({
  page,
  context,
  baseURL,
}) => {
  const api = page.request;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await createEntry(api, `${TOKEN} Row One`, 'Row-One-Secret-5521');
  await createEntry(api, `${TOKEN} Row Two`, 'Row-Two-Secret-7730');
  await openPage(page);
  const one = rowOf(page, `${TOKEN} Row One`);

  // Hash stays on: one row is shown and acted on, the other stays masked (not even in the page).
  await one.getByRole('button', { name: `Show password of ${TOKEN} Row One` }).click();
  await expect(one).toContainText('Row-One-Secret-5521');
  expect(await page.content()).not.toContain('Row-Two-Secret-7730');
  await expect(page.getByRole('button', { name: 'Toggle hash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowOf(page, `${TOKEN} Row Two`).getByRole('button', { name: `Edit ${TOKEN} Row Two` })).toBeDisabled();
  await one.getByRole('button', { name: `Copy password of ${TOKEN} Row One` }).click();
  await expect(page.getByText(`Password of ${TOKEN} Row One copied.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Row-One-Secret-5521');

  const deletes: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'DELETE' && VAULT_CALL.test(call.url())) deletes.push(call.url());
  });
  await one.getByRole('button', { name: `Delete ${TOKEN} Row One` }).click();
  const confirm = page.getByRole('group', { name: `Delete "${TOKEN} Row One"?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page, 'confirm open');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(one.getByRole('button', { name: `Delete ${TOKEN} Row One` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  expect(deletes).toEqual([]);

  await confirmDelete(page, `${TOKEN} Row One`);
  await expect(one).toHaveCount(0);
  await expect(page.getByText(`Deleted "${TOKEN} Row One".`)).toBeVisible();
  const undo = page.getByRole('button', { name: `Undo: restore ${TOKEN} Row One` });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(page.getByText(`Restored "${TOKEN} Row One".`)).toBeVisible();
  await expect(one).toHaveCount(1);
  const restored = (await listEntries(api)).find((entry) => text(entry.name) === `${TOKEN} Row One`);
  expect(restored?.password).toBe('Row-One-Secret-5521');
});

/** Holds the page's requests of one method to the vault until the function returned is called. */
async function holdRequests(page: Page, method: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(VAULT_CALL, (route) => {
    if (route.request().method() !== method) return route.fallback();
    if (!holding) return route.fallback();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held) await route.fallback();
    },
  };
}

test("a save shows 'wait...', cannot be sent twice, then 'Alright' cleared after 3 s; a failure keeps what was typed", async ({ page }) => {
  await freezeClock(page);
  await openPage(page);
  const posts = await holdRequests(page, 'POST');
  await addForm(page).getByLabel('Application Name').fill(`${TOKEN} Timed`);
  await addForm(page).getByLabel('Password', { exact: true }).fill('timed-pw');
  await addForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(addStatus(page)).toHaveText('wait...');
  await expect(addForm(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await addForm(page).getByLabel('Password', { exact: true }).press('Enter');
  await expect.poll(posts.count).toBe(1);
  await posts.release();
  await expect(addStatus(page)).toHaveText('Alright');
  expect(posts.count()).toBe(1);
  await page.clock.runFor(2900);
  await expect(addStatus(page)).toHaveText('Alright');
  await page.clock.runFor(200);
  await expect(addStatus(page)).toHaveText('');

  await page.unrouteAll();
  await page.route(VAULT_CALL, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { data: null, error: { status: 400, name: 'ValidationError', message: 'The vault is full (1000 entries).', details: {} } },
        })
      : route.fallback(),
  );
  await addForm(page).getByLabel('Application Name').fill(`${TOKEN} Refused`);
  await addForm(page).getByLabel('Password', { exact: true }).fill('refused-pw');
  await addForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(addStatus(page)).toHaveText('The vault is full (1000 entries).');
  await expect(addForm(page).getByLabel('Application Name')).toHaveValue(`${TOKEN} Refused`);
  await expect(addForm(page).getByLabel('Password', { exact: true })).toHaveValue('refused-pw');
});

test("an edit's Send shows 'wait...' then 'Alright', cleared after 3 s", async ({ page }) => {
  const api = page.request;
  await createEntry(api, `${TOKEN} Timed Edit`, 'before');
  await freezeClock(page);
  await openPage(page);
  await toggleHash(page);
  await page.getByRole('button', { name: `Edit ${TOKEN} Timed Edit` }).click();
  const puts = await holdRequests(page, 'PUT');
  await page
    .getByRole('form', { name: `Edit ${TOKEN} Timed Edit` })
    .getByLabel('Password', { exact: true })
    .fill('after');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(listStatus(page)).toHaveText('wait...');
  await puts.release();
  await expect(listStatus(page)).toHaveText('Alright');
  await expect(rowOf(page, `${TOKEN} Timed Edit`)).toContainText('after');
  await page.clock.runFor(2900);
  await expect(listStatus(page)).toHaveText('Alright');
  await page.clock.runFor(200);
  await expect(listStatus(page)).toHaveText('');
});

test('shows five placeholder rows while the list loads', async ({ page }) => {
  const gets = await holdRequests(page, 'GET');
  await page.goto('/dashboard/passwords');
  await expect.poll(gets.count).toBeGreaterThan(0);
  await expect(box(page).locator('.vault-placeholder')).toHaveCount(5);
  await gets.release();
  await expect(box(page).locator('.vault-placeholder')).toHaveCount(0);
  await expect(page.locator('.vault-count')).toHaveText(/^\d+ containers?$/);
});

test("shows 'Data not available' rows when the list cannot be loaded", async ({ page }) => {
  await page.route(VAULT_CALL, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 502, json: {} }) : route.fallback(),
  );
  await page.goto('/dashboard/passwords');
  await expect(box(page).getByText('Data not available')).toHaveCount(5);
  await expect(box(page).locator('.vault-placeholder')).toHaveCount(0);
});
