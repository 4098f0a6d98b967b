import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { test } from './support/test';
import { watchConsole } from './support/console';
import { cmsFromOwnAddress } from './support/cms-direct';
import { humanCheckToken } from './support/human-check';
import { PRODUCT_SLUG, SITE_KEY, signInAsOwner } from './support/owner';
import { removeOpinions, removePings, viewCounts, withOwner } from './support/owner-api';

const OPINIONS = `/api/opinion-about-article-${PRODUCT_SLUG}/`;
const PINGS = `/api/contacttry-${PRODUCT_SLUG}/`;
// One token in every name, so each run's rows are its own.
const TOKEN = `Op${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * A reader's form sent through the public API with a solved human check; answers its status.
 * The forms are limited per address: from an address of its own, it spends none of the limits
 * that the form specs use through the web server.
 */
async function sendAsReader(path: string, body: Record<string, string>) {
  const api = await cmsFromOwnAddress();
  try {
    const response = await api.post(path, { data: { ...body, humanCheck: await humanCheckToken(api) } });
    return response.status();
  } finally {
    await api.dispose();
  }
}

async function sendOpinion(reader: string, opinion: string, article: string) {
  const query = new URLSearchParams({ id: SITE_KEY, reference: article });
  expect(await sendAsReader(`${OPINIONS}?${query}`, { reader, country: 'Wales', opinion })).toBe(201);
}

async function sendPing(name: string, email: string, detail: string) {
  expect(await sendAsReader(`${PINGS}?id=${SITE_KEY}`, { name, email, country: 'Chile', detail })).toBe(201);
}

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const menuEntry = (page: Page, label: string) => dashboardMenu(page).getByRole('link', { name: new RegExp(`^${label}( \\d+)?$`) });
/** The state in words beside a Cursor toggle. */
const stateOf = (page: Page, name: string) =>
  page
    .locator('.toggle-switch')
    .filter({ has: page.getByRole('switch', { name }) })
    .locator('.toggle-state');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** How many lines a button's label takes on screen. */
const linesOf = (button: Locator) =>
  button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

// The menu shows A-Opinions and Ping only while the tables have rows: these tests own both tables while they run.
test.describe('A-Opinions and Ping', () => {
  test.describe.configure({ mode: 'serial' });
  const clearBoth = ({ browser }: { browser: Browser }) =>
    withOwner(browser, async (api) => {
      await removeOpinions(api);
      await removePings(api);
    });
  test.beforeAll(clearBoth);
  test.afterAll(clearBoth);

  test('A-Opinions: the menu count, each opinion as plain text with its article, Delete, and the entry gone with the last one', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/dashboard/opinions');
    await expect(page.getByText('No opinions yet.')).toBeVisible();
    await expect(menuEntry(page, 'A-Opinions')).toHaveCount(0);

    const markup = `<b>${TOKEN}</b> <img src=x onerror="window.owned=1"> & "quoted"`;
    await sendOpinion(`${TOKEN} Ann`, 'Clear and useful.', '/blog/calm-code');
    await sendOpinion(`${TOKEN} Bo`, markup, '/local/quiet-tools');
    await page.reload();
    await expect(menuEntry(page, 'A-Opinions')).toHaveText('A-Opinions 2');

    const ann = rowOf(page, `${TOKEN} Ann`);
    await expect(ann.getByRole('cell')).toHaveText([`${TOKEN} Ann`, 'Wales', 'Clear and useful.', '/blog/calm-code', 'Delete']);
    await expect(ann.getByRole('link', { name: '/blog/calm-code' })).toHaveAttribute('href', '/blog/calm-code');
    // Markup in an opinion is text, never HTML.
    const bo = rowOf(page, `${TOKEN} Bo`);
    await expect(bo.getByRole('cell').nth(2)).toHaveText(markup);
    await expect(bo.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { owned?: number }).owned)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    // At 1280 px the table fits its columns: 'Delete' stays on one line.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const row of [ann, bo]) expect(await linesOf(row.getByRole('button', { name: /^Delete/ }))).toBe(1);

    await ann.getByRole('button', { name: /^Delete/ }).click();
    await expect(ann).toHaveCount(0);
    await expect(menuEntry(page, 'A-Opinions')).toHaveText('A-Opinions 1');
    await bo.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByText('No opinions yet.')).toBeVisible();
    await expect(menuEntry(page, 'A-Opinions')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("Ping: placeholder rows of '-' while loading, each message decoded, Delete, and the entry gone with the last one", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await sendPing(`${TOKEN} Zoë Ångström`, 'zoe@example.com', 'Hello <script>window.owned=1</script>\nsecond line');
    await sendPing(`${TOKEN} Ray`, 'ray@example.com', 'A short note.');

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === PINGS,
      async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue();
      },
    );
    await page.goto('/dashboard/ping');
    const placeholders = page.locator('.placeholder-row');
    await expect(placeholders).toHaveCount(3);
    for (const cells of await placeholders.all()) await expect(cells.getByRole('cell')).toHaveText(['-', '-', '-', '-', '-']);
    release();
    await expect(placeholders).toHaveCount(0);
    await expect(menuEntry(page, 'Ping')).toHaveText('Ping 2');

    const zoe = rowOf(page, `${TOKEN} Zoë Ångström`);
    await expect(zoe.getByRole('cell')).toHaveText([
      `${TOKEN} Zoë Ångström`,
      'zoe@example.com',
      'Chile',
      'Hello <script>window.owned=1</script>\nsecond line',
      'Delete',
    ]);
    expect(await page.evaluate(() => (window as { owned?: number }).owned)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await linesOf(zoe.getByRole('button', { name: /^Delete/ }))).toBe(1);

    await zoe.getByRole('button', { name: /^Delete/ }).click();
    await expect(zoe).toHaveCount(0);
    await expect(menuEntry(page, 'Ping')).toHaveText('Ping 1');
    await rowOf(page, `${TOKEN} Ray`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page.getByText('No messages yet.')).toBeVisible();
    await expect(menuEntry(page, 'Ping')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('Statistics', () => {
  test("the server's HTML has today's and the total views and the SVG chart; the page hydrates cleanly", async ({
    page,
    context,
    request,
  }) => {
    // A reader's view and visit (the owner's own never count), so both numbers are above zero.
    expect((await request.post(routeUrl(API.views.countView))).status()).toBe(200);
    expect((await request.put(routeUrl(API.views.countVisit))).status()).toBe(200);
    // Other tests count views at the same time: the page's numbers lie between two readings.
    const { today: todayBefore, total: totalBefore } = await viewCounts(context.request);
    const response = await context.request.get('/dashboard/statistics');
    const { today: todayAfter, total: totalAfter } = await viewCounts(context.request);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    const shown = (label: string) => Number(new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`).exec(html)?.[1]);
    expect(shown('Daily views')).toBeGreaterThanOrEqual(todayBefore);
    expect(shown('Daily views')).toBeLessThanOrEqual(todayAfter);
    expect(shown('Total views')).toBeGreaterThanOrEqual(totalBefore);
    expect(shown('Total views')).toBeLessThanOrEqual(totalAfter);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Views per day from [^"]+"/);
    expect(html).toContain('class="recharts-rectangle"');

    const errors = watchConsole(page);
    await page.goto('/dashboard/statistics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
    await expect(page.getByRole('img', { name: /^Views per day from / })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Views per day' }).getByRole('row')).toHaveCount(31);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('recharts is only in the Statistics page, never in a reader page', async ({ page }) => {
    /** The JavaScript a page loaded, as one text. */
    const scriptsOf = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.m?js(\?|$)/.test(url)),
      );
      expect(urls.length).toBeGreaterThan(0);
      return (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join('\n');
    };
    for (const path of ['/', '/blog', '/about']) expect(await scriptsOf(path), path).not.toContain('recharts-surface');
    expect(await scriptsOf('/dashboard/statistics')).toContain('recharts-surface');
  });
});

test.describe('Cursor', () => {
  const monitorNow = async (page: Page) => (await (await page.request.get('/api/monitor')).json()).data.monitor as boolean;

  test('Anti Virus turns the monitor on and off; GET /api/monitor agrees', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/dashboard/cursor');
    const toggle = page.getByRole('switch', { name: 'Anti Virus' });
    const start = await monitorNow(page);
    await expect(toggle).toHaveAttribute('aria-checked', String(start));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(!start));
    await expect(stateOf(page, 'Anti Virus')).toHaveText(start ? 'off' : 'on');
    expect(await monitorNow(page)).toBe(!start);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(start));
    expect(await monitorNow(page)).toBe(start);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Phase on shows 'Development Phase' in the header; off hides it", async ({ page, context }) => {
    await page.goto('/dashboard/cursor');
    const toggle = page.getByRole('switch', { name: 'Phase' });
    const badge = page.getByRole('banner').getByText('Development Phase');
    await expect(stateOf(page, 'Phase')).toHaveText('off');
    await expect(badge).toHaveCount(0);
    await toggle.click();
    await expect(badge).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect((await context.cookies()).find((c) => c.name === 'on')?.path).toBe('/');
    // The server reads the cookie too: a reader page carries the badge.
    await page.goto('/about');
    await expect(badge).toBeVisible();
    await page.goto('/dashboard/cursor');
    await toggle.click();
    await expect(badge).toHaveCount(0);
    await expect(stateOf(page, 'Phase')).toHaveText('off');
    expect((await context.cookies()).find((c) => c.name === 'on')).toBeUndefined();
  });

  test("'Authentication failed critically.' when a call answers 401; nothing changes", async ({ page }) => {
    await page.goto('/dashboard/cursor');
    const toggle = page.getByRole('switch', { name: 'Anti Virus' });
    const start = await monitorNow(page);
    await expect(toggle).toHaveAttribute('aria-checked', String(start));
    await page.route(
      (url) => url.pathname === '/api/monitor',
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 401,
              contentType: 'application/json',
              body: JSON.stringify({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.' } }),
            })
          : route.continue(),
    );
    await toggle.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed critically.' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', String(start));
    expect(await monitorNow(page)).toBe(start);
  });

  test('Contact e-mails turns the owner’s copy of contact messages off and on; the CMS agrees; both themes', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // Two axe runs besides the clicks: slow on two busy cores.
    test.slow();
    const errors = watchConsole(page);
    const contactMailNow = async () =>
      (await (await page.request.get(`/api/contact-mail?id=${SITE_KEY}`)).json()).data.contactMail as boolean;
    await page.goto('/dashboard/cursor');
    const toggle = page.getByRole('switch', { name: 'Contact e-mails' });
    const start = await contactMailNow();
    await expect(toggle).toHaveAttribute('aria-checked', String(start));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(!start));
    await expect(stateOf(page, 'Contact e-mails')).toHaveText(start ? 'off' : 'on');
    expect(await contactMailNow()).toBe(!start);
    await toggle.click();
    await expect(stateOf(page, 'Contact e-mails')).toHaveText(start ? 'on' : 'off');
    expect(await contactMailNow()).toBe(start);
    for (const theme of ['light', 'dark']) {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      await page.reload();
      await expect(stateOf(page, 'Contact e-mails')).toHaveText(start ? 'on' : 'off');
      await page.screenshot({ path: testInfo.outputPath(`cursor-${theme}.png`), fullPage: true });
      expect(await seriousViolations(page), theme).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
