import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';
import { footerSearchToggle, openFooterSearch } from './support/search';

test.describe('header', () => {
  test('the menu opens and closes and lists the 22 page aliases, by mouse and by keyboard', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/blog');
    const menu = page.locator('details.site-menu');
    const links = menu.getByRole('navigation', { name: 'Site pages' }).getByRole('link');
    await expect(links.first()).toBeHidden();
    await menu.locator('summary').click();
    await expect(links).toHaveCount(22);
    await expect(links.first()).toBeVisible();
    await menu.locator('summary').click();
    await expect(links.first()).toBeHidden();
    // Keyboard: focus the toggle, open with Enter, Tab into the list, follow a link.
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await menu.getByRole('link', { name: /Skills/ }).click();
    await expect(page).toHaveURL(/\/skills$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('there is no menu on /about and /{name}', async ({ page }) => {
    for (const path of ['/about', '/writer-blog']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Rowan Ellis' })).toBeVisible();
      await expect(page.locator('details.site-menu')).toHaveCount(0);
    }
    await page.goto('/blog');
    await expect(page.locator('details.site-menu')).toHaveCount(1);
  });

  test("the 'Development Phase' badge shows only while the cookie `on` exists", async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page.getByText('Development Phase')).toHaveCount(0);
    await context.addCookies([{ name: 'on', value: 'true', url: baseURL! }]);
    await page.reload();
    await expect(page.getByText('Development Phase')).toBeVisible();
  });
});

test.describe('theme', () => {
  test('a choice stores a 7-day cookie, dark or light, and the server paints it on the first byte', async ({ page, context, request }) => {
    await page.goto('/blog');
    // No choice yet: the device decides (this browser is light).
    await expect(page.locator('html')).toHaveClass('system');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    // The class changes optimistically; the cookie comes with the answer.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
    const theme = (await context.cookies()).find((c) => c.name === 'theme');
    expect(Math.round((theme!.expires - Date.now() / 1000) / 86400)).toBe(7);
    // The server reads the cookie: the HTML itself is already dark, no flash.
    const html = await (await request.get('/blog', { headers: { Cookie: 'theme=dark' } })).text();
    expect(html).toMatch(/<html lang="en" class="dark"/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    // Light is kept too, so it wins over a dark device afterwards.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
  });

  test("with no choice stored the page follows the device's dark setting; a light choice wins over it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveClass('system');
    expect(await background()).toBe('rgb(17, 19, 22)');
    // The toggle offers what the device does not show.
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();
    await context.addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveClass('light');
    expect(await background()).toBe('rgb(251, 250, 247)');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await context.close();
  });

  test('the toggle works before JavaScript has loaded', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog/page/coding?page=2');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/coding\?page=2$/);
    await expect(page.locator('html')).toHaveClass('dark');
    await context.close();
  });
});

test("the 'do not disturb society' banner shows only while the page is scrolled at most 20 px", async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/blog/page/articles');
  const banner = page.getByText('do not disturb society');
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(banner).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(banner).toBeVisible();
});

test.describe('footer', () => {
  test('search (not on the home page), category and main links, Login, terms, quotes, copyright, back to top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(footerSearchToggle(page)).toHaveCount(0);
    await page.goto('/blog');
    const footer = page.locator('footer');
    // Closed until opened (the spec's search is closed or open).
    await expect(footerSearchToggle(page)).toBeVisible();
    await expect(footer.getByRole('search')).toBeHidden();
    await openFooterSearch(page);
    for (const name of [
      'Coding',
      'Health',
      'Mind growth',
      'Blog',
      'All articles',
      'About',
      'Ping',
      'Sitemap',
      'RSS',
      'Terms and privacy',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
    await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Logout' })).toHaveCount(0);
    await expect(footer.locator('.scripture-quotes blockquote')).toHaveCount(2);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Rowan Ellis`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole('link', { name: /Back to top/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the cookie banner: 'Alright' stores consent for a day and the banner stays away", async ({ page, context }) => {
  await page.goto('/blog');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Alright' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cookieBanner')).toBe(true);
  const consent = (await context.cookies()).find((c) => c.name === 'cookieBanner');
  expect(Math.round((consent!.expires - Date.now() / 1000) / 86400)).toBe(1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto('/blog');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('region', { name: 'Health' }).locator('.card a').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a global loader shows while the next page loads', async ({ page }) => {
  await page.goto('/blog');
  // Hold the next page's data for a moment to see the loader.
  await page.route('**/*.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.locator('footer').getByRole('link', { name: 'All articles', exact: true }).click();
  await expect(page.locator('.global-loader.busy')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  await expect(page.locator('.global-loader.busy')).toHaveCount(0);
});
