import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';

/**
 * The landing is the same page for every reader of a content version, cached and revalidated by
 * its ETag (ADR 56), and its quote is still picked per load (docs/spec/reader-side.md): by the
 * page's own script before the first paint, then hydrated as shown; on a client navigation by
 * the page itself. The quote a reader sees must be one of the page's data, with no mismatch.
 */
async function shownAndListed(page: Page) {
  return page.evaluate(() => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: { state: { loaderData: Record<string, { quotes?: { en: string; author: string }[] }> } };
      }
    ).__reactRouterDataRouter;
    return {
      shown: {
        en: document.querySelector('.quote-banner blockquote')?.textContent,
        author: document.querySelector('.quote-banner figcaption')?.textContent,
      },
      listed: router.state.loaderData['routes/blog']?.quotes ?? [],
      left: (window as unknown as { landingQuote?: number }).landingQuote,
    };
  });
}

test('each load of the one cached landing shows a quote of its list, picked anew, and hydrates without a mismatch', async ({ page }) => {
  // Nine page loads: 13 s on a quiet machine, over 30 s on two cores shared with the other worker.
  test.slow();
  const errors = watchConsole(page);
  const seen = new Set<string>();
  const renders = new Set<string>();
  for (let load = 0; load < 8; load += 1) {
    // The browser revalidates the page it keeps (`no-cache`): the very same render each time.
    const answer = await page.goto('/blog');
    renders.add((await answer!.allHeaders())['x-rendered']);
    const { shown, listed, left } = await shownAndListed(page);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed).toContainEqual(expect.objectContaining({ en: shown.en, author: shown.author }));
    // Hydration took the page's pick.
    expect(left).toBeUndefined();
    seen.add(String(shown.en));
  }
  expect(renders.size).toBe(1);
  // Navigated to: the page picks the quote from React Router's data answer (/blog.data).
  await page.goto('/about');
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.locator('.quote-banner blockquote')).toBeVisible();
  const navigated = await shownAndListed(page);
  expect(navigated.listed).toContainEqual(expect.objectContaining(navigated.shown));
  // About 100 quotes: eight loads showing one would be a 1 in 10^14 chance.
  expect(seen.size).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});
