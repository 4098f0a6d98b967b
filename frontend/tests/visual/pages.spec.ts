import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signInAsOwner } from '../e2e/support/owner';
import { test } from '../e2e/support/test';

// The main pages at a desktop and a phone size, in both themes, on the untouched demo
// content, compared with the committed pictures in ./screenshots (playwright.visual.config.ts).
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

/**
 * What changes from one load to the next by design is pinned to one value for the picture: the
 * random quote (its length moves everything under it) and the sign-in's security question.
 */
async function pinChanging(page: Page) {
  await page.evaluate(() => {
    const quote = document.querySelector('.quote-banner blockquote');
    if (quote) quote.textContent = 'Programs must be written for people to read, and only incidentally for machines to execute.';
    const author = document.querySelector('.quote-banner figcaption');
    if (author) author.textContent = 'Harold Abelson';
    const question = document.querySelector('label[for="sign-in-answer"]');
    if (question) question.textContent = 'What is the name of your first pet?';
  });
}

async function prepare(context: BrowserContext, baseURL: string, theme: string) {
  // The cookie notice and the newsletter invitation are answered, so the pages show themselves.
  await context.addCookies(
    [
      ['theme', theme],
      ['cookieBanner', 'true'],
      ['emailBanner_', 'true'],
    ].map(([name, value]) => ({ name, value, url: baseURL })),
  );
}

async function settled(page: Page) {
  // The falling characters clear a second after render (spec), the data arrives, the web fonts load.
  await expect(page.locator('.falling-characters, .global-loader.busy')).toHaveCount(0, { timeout: 5000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await pinChanging(page);
}

/** The address of the first Coding article on the demo content. */
async function firstArticle(page: Page): Promise<string> {
  await page.goto('/blog/page/coding');
  return (await page.locator('.card a').first().getAttribute('href'))!;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of THEMES) {
    test.describe(`${size}, ${theme}`, () => {
      test.use({ viewport, colorScheme: theme });

      test.beforeEach(async ({ context, baseURL }) => prepare(context, baseURL!, theme));

      for (const [name, address] of [
        ['home', '/'],
        ['blog', '/blog'],
        ['category', '/blog/page/coding'],
        ['sign-in', '/sign-in'],
      ] as const) {
        test(name, async ({ page }) => {
          await page.goto(address);
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${size}-${theme}.png`);
        });
      }

      test('article', async ({ page }) => {
        await page.goto(await firstArticle(page));
        await settled(page);
        await expect(page).toHaveScreenshot(`article-${size}-${theme}.png`);
      });

      for (const [name, address] of [
        ['dashboard', '/dashboard'],
        ['editor', '/dashboard/write'],
      ] as const) {
        test(name, async ({ page, context, baseURL }) => {
          await signInAsOwner(context, baseURL!);
          await page.goto(address);
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${size}-${theme}.png`);
        });
      }
    });
  }
}
