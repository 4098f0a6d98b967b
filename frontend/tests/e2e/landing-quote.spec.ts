import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';

/**
 * The landing's quote is picked per load, and the page is rendered once per content version with
 * a stand-in that each load's quote replaces (server/quote-pages.ts): the quote a reader sees must
 * be the one in the page's data, with no trace of the stand-in, loaded or navigated to.
 */
async function shownAndLoaded(page: Page) {
  return page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, { quote?: unknown }> } } })
      .__reactRouterDataRouter;
    return {
      shown: [
        document.querySelector('.quote-banner blockquote')?.textContent,
        document.querySelector('.quote-banner figcaption')?.textContent,
      ],
      loaded: router.state.loaderData['routes/blog']?.quote as { author: string; en: string } | undefined,
    };
  });
}

test("each load's quote is the one in the page's data, loaded or navigated to, and hydrates without a mismatch", async ({ page }) => {
  // Nine page loads: 13 s on a quiet machine, over 30 s on two cores shared with the other worker.
  test.slow();
  const errors = watchConsole(page);
  const seen = new Set<string>();
  for (let load = 0; load < 8; load += 1) {
    await page.goto('/blog');
    const { shown, loaded } = await shownAndLoaded(page);
    expect(shown).toEqual([loaded?.en, loaded?.author]);
    seen.add(String(loaded?.en));
  }
  // Navigated to: the quote comes in React Router's data answer (/blog.data).
  await page.goto('/about');
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.locator('.quote-banner blockquote')).toBeVisible();
  const navigated = await shownAndLoaded(page);
  expect(navigated.shown).toEqual([navigated.loaded?.en, navigated.loaded?.author]);
  for (const text of [...seen, ...navigated.shown]) expect(text).not.toMatch(/quote(?:id|author|text)[0-9a-f]{24}/);
  // About 100 quotes: eight loads showing one would be a 1 in 10^14 chance.
  expect(seen.size).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});
