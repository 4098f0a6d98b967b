import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { confirmationLink } from './support/outbox';
import { siteDb } from './support/site-db';

async function openArticle(page: Page, index: number, listPage = 4) {
  await page.goto(`/blog/page/mind-growth?page=${listPage}`);
  await page.locator('.card a').nth(index).click();
  await expect(page.locator('.article-body')).toBeVisible();
}

test.describe('likes and unlikes', () => {
  test('a like by e-mail counts once per address; unlikes count apart; the count is blank at zero', async ({ page }) => {
    await openArticle(page, 0);
    const block = page.getByRole('region', { name: 'Like or unlike' });
    const email = block.getByRole('textbox', { name: 'E-mail for your like' });
    await expect(email).toHaveAttribute('placeholder', 'Email');
    await expect(block.getByTestId('like-count')).toHaveText('');
    await email.fill(`reader-${Date.now()}@example.com`);
    await block.getByRole('button', { name: /^Like/ }).click();
    await expect(block.getByTestId('like-count')).toHaveText('1');
    // The same address again changes nothing.
    await block.getByRole('button', { name: /^Like/ }).click();
    await expect(email).toHaveAttribute('placeholder', 'Email');
    await expect(block.getByTestId('like-count')).toHaveText('1');
    await block.getByRole('button', { name: /^Unlike/ }).click();
    await expect(block.getByTestId('unlike-count')).toHaveText('1');
    await expect(block.getByTestId('like-count')).toHaveText('1');
  });

  test('takes any valid address, not only .com ones', async ({ page }) => {
    await openArticle(page, 0, 5);
    const block = page.getByRole('region', { name: 'Like or unlike' });
    await expect(block.getByRole('textbox', { name: 'E-mail for your like' })).toHaveAttribute('placeholder', 'Email');
    const before = Number((await block.getByTestId('like-count').textContent()) || 0);
    await block.getByRole('textbox', { name: 'E-mail for your like' }).fill(`reader-${Date.now()}@posteo.de`);
    await block.getByRole('button', { name: /^Like/ }).click();
    await expect(block.getByTestId('like-count')).toHaveText(String(before + 1));
  });

  test("while counts reload, the input and buttons are disabled with the placeholder 'loading...'", async ({ page }) => {
    await openArticle(page, 1);
    const block = page.getByRole('region', { name: 'Like or unlike' });
    await expect(block.getByRole('textbox', { name: 'E-mail for your like' })).toHaveAttribute('placeholder', 'Email');
    await page.route('**/api/like?ArticleId=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await block.getByRole('textbox', { name: 'E-mail for your like' }).fill(`slow-${Date.now()}@example.com`);
    await block.getByRole('button', { name: /^Like/ }).click();
    await expect(block.getByRole('textbox', { name: 'E-mail for your like' })).toHaveAttribute('placeholder', 'loading...');
    await expect(block.getByRole('textbox', { name: 'E-mail for your like' })).toBeDisabled();
    await expect(block.getByRole('button', { name: /^Unlike/ })).toBeDisabled();
    await expect(block.getByRole('textbox', { name: 'E-mail for your like' })).toHaveAttribute('placeholder', 'Email');
    await expect(block.getByTestId('like-count')).toHaveText('1');
  });

  test('stops silently on an empty address, one without @, one that looks like HTML, or one that is not valid', async ({ page }) => {
    await openArticle(page, 2);
    const block = page.getByRole('region', { name: 'Like or unlike' });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/like')) posts += 1;
    });
    for (const value of ['', 'reader.example.com', '<b>x</b>@example.com', 'reader@localhost']) {
      await block.getByRole('textbox', { name: 'E-mail for your like' }).fill(value);
      await block.getByRole('button', { name: /^Like/ }).click();
    }
    await page.waitForTimeout(300);
    expect(posts).toBe(0);
    await expect(block.getByTestId('like-count')).toHaveText('');
  });
});

test.describe('subscription banner', () => {
  test("appears 10 s after load; 'Registering...' then 'Registered'; closes after 5 s; a 7-day cookie keeps it away", async ({
    page,
    context,
  }) => {
    await freezeClock(page);
    await page.goto('/blog');
    const banner = page.getByRole('region', { name: 'New articles by e-mail' });
    await page.clock.runFor(9900);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    // Not a valid address (the browser's own check lets it through): nothing is sent, and the field says why.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/emailAPIgfhcgbjknk')) posts += 1;
    });
    const input = banner.getByLabel('E-mail address');
    await input.fill('reader@localhost');
    await banner.getByRole('button', { name: 'Register' }).click();
    await expect(banner.getByRole('status')).toHaveText('');
    expect(await input.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe('An e-mail address, e.g. name@example.org');
    expect(posts).toBe(0);
    // Any valid address, not only '.com' ones (ADR 28).
    await input.fill(`reader-${Date.now()}@posteo.de`);
    await banner.getByRole('button', { name: 'Register' }).click();
    await expect(banner.getByRole('status')).toHaveText('Registered');
    await expect(banner.getByText('open the e-mail we sent and press its button to confirm')).toBeVisible();
    expect(posts).toBe(1);
    const cookie = (await context.cookies()).find((c) => c.name === 'emailBanner');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(7);
    await page.clock.runFor(4900);
    await expect(banner).toBeVisible();
    await page.clock.runFor(200);
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(11000);
    await expect(page.getByRole('region', { name: 'New articles by e-mail' })).toHaveCount(0);
  });

  test("a new address is pending until the mailed link's button confirms it; a known one reads 'Registered' too", async ({
    page,
    request,
  }) => {
    const email = `confirm-${Date.now()}@example.com`;
    const subscriber = () => {
      const db = siteDb();
      try {
        return db.prepare('SELECT confirmed FROM subscribers WHERE email = ?').get(email) as { confirmed: number } | undefined;
      } finally {
        db.close();
      }
    };
    await freezeClock(page);
    await page.goto('/about');
    await page.clock.runFor(10000);
    const banner = page.getByRole('region', { name: 'New articles by e-mail' });
    await banner.getByLabel('E-mail address').fill(email);
    await banner.getByRole('button', { name: 'Register' }).click();
    await expect(banner.getByRole('status')).toHaveText('Registered');
    expect(subscriber()?.confirmed).toBe(0);
    const link = await confirmationLink(email);
    // Opening the link (as a mail scanner does) confirms nothing; the reader's button does.
    await page.goto(link);
    expect(subscriber()?.confirmed).toBe(0);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Subscription confirmed!');
    expect(subscriber()?.confirmed).toBe(1);
    // Subscribing a known address answers as for a new one: nobody learns who is on the list.
    expect((await request.post('/api/emailAPIgfhcgbjknk', { data: { email } })).status()).toBe(201);
  });

  test('closing it keeps it away for a day', async ({ page, context }) => {
    await freezeClock(page);
    await page.goto('/about');
    await page.clock.runFor(10000);
    await page.getByRole('button', { name: 'Close the subscription banner' }).click();
    await expect(page.getByRole('region', { name: 'New articles by e-mail' })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'emailBanner_');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(1);
  });
});

test.describe('unsubscribe page', () => {
  async function subscriberToken(request: import('@playwright/test').APIRequestContext, email: string) {
    expect((await request.post('/api/emailAPIgfhcgbjknk', { data: { email } })).status()).toBe(201);
    const db = siteDb();
    try {
      return (db.prepare('SELECT token FROM subscribers WHERE email = ?').get(email) as { token: string }).token;
    } finally {
      db.close();
    }
  }

  test("'Unsubscribed successfully!', then 3, 2, 1, then home", async ({ page, request }) => {
    const email = `leaving-${Date.now()}@example.com`;
    const token = await subscriberToken(request, email);
    await freezeClock(page);
    await page.goto(`/email-unsubscribe/${token}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.locator('.unsubscribe-page').getByRole('status')).toHaveText('Unsubscribed successfully!');
    await expect(page.locator('.countdown')).toHaveText('3');
    await page.clock.runFor(1000);
    await expect(page.locator('.countdown')).toHaveText('2');
    await page.clock.runFor(1000);
    await expect(page.locator('.countdown')).toHaveText('1');
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong address shows the server's message for 5 s", async ({ page, request }) => {
    const token = await subscriberToken(request, `stay-${Date.now()}@example.com`);
    await freezeClock(page);
    await page.goto(`/email-unsubscribe/${token}`);
    await page.getByLabel('E-mail address').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const alert = page.locator('.unsubscribe-page [role="alert"]');
    await expect(alert).not.toHaveText('');
    await page.clock.runFor(4900);
    await expect(alert).not.toHaveText('');
    await page.clock.runFor(200);
    await expect(alert).toHaveText('');
  });

  test('works without JavaScript', async ({ browser, baseURL, request }) => {
    const email = `nojs-${Date.now()}@example.com`;
    const token = await subscriberToken(request, email);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/email-unsubscribe/${token}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed successfully!')).toBeVisible();
    await context.close();
  });
});
