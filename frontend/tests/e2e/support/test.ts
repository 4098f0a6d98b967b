import { test as base, type Page, type Response } from '@playwright/test';

/** Resolves once the page's scripts have taken over (the root marks `<html data-hydrated>`), at once on a page without them. */
export async function pageAlive(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[type="module"]'),
  );
}

type Navigation = (...args: never[]) => Promise<Response | null>;

/**
 * Playwright's `test` whose page, after each navigation to an HTML page, waits until the page
 * has come alive: cached reader pages are painted before their scripts load (ADR 11), so a test
 * acting at once would otherwise act on the server's HTML, as no reader can within a few ms.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = (page[name] as Navigation).bind(page);
      Object.assign(page, {
        [name]: async (...args: never[]) => {
          const response = await navigate(...args);
          if (response?.headers()['content-type']?.startsWith('text/html')) await pageAlive(page);
          return response;
        },
      });
    }
    await use(page);
  },
});
