import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freezeClock } from './support/clock';
import { test } from './support/test';

// What a new reader saw in issue 30 (item 16), at a desktop's and a phone's width.
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** A seeded article with inline code, by its title: other tests post newer ones meanwhile. */
async function codeArticle(request: APIRequestContext) {
  const found = await (await request.get(`/api/search?q=${encodeURIComponent('Semantic HTML')}&limit=1`)).json();
  return `/blog/${found.data[0]._id}`;
}

/** The page's height after each step of a reader's scroll from top to bottom. */
async function heightsWhileScrolling(page: Page) {
  const heights: number[] = [];
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(60);
    heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
  }
  return heights;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`an article on a ${name}`, () => {
    test.use({ viewport });

    test('keeps its height while the reader scrolls into what follows the body', async ({ page, request }) => {
      await page.goto(await codeArticle(request));
      const heights = await heightsWhileScrolling(page);
      // The blocks below the body are drawn only near the screen; their reserved sizes (contain-intrinsic-size) were off by 450-660 px.
      expect(Math.max(...heights) - Math.min(...heights), heights.join(' ')).toBeLessThan(40);
    });

    test('wraps its date, words and reading time as one, never leaving a separator alone at a line end', async ({ page, request }) => {
      await page.goto(await codeArticle(request));
      const lonely = await page.locator('.article-meta .meta-dot').evaluateAll(
        (dots) =>
          dots.filter((dot) => {
            const top = (element: Element | null) => element?.getBoundingClientRect().top ?? NaN;
            return top(dot.previousElementSibling) !== top(dot.nextElementSibling);
          }).length,
      );
      expect(lonely).toBe(0);
      const facts = await page.locator('.article-facts').boundingBox();
      expect(facts!.x + facts!.width).toBeLessThanOrEqual(viewport.width);
    });

    test('gives inline code a whole box on every line it wraps onto', async ({ page, request }) => {
      await page.goto(await codeArticle(request));
      const code = page.locator('.article-body p code').first();
      await expect(code).toHaveCSS('box-decoration-break', 'clone');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the subscription banner and the cookie notice are stacked: neither covers the other', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/blog');
    await page.clock.runFor(10_100);
    const subscription = page.getByRole('region', { name: 'New articles by e-mail' });
    const cookies = page.getByRole('region', { name: 'Cookie notice' });
    await expect(subscription).toBeVisible();
    await expect(cookies).toBeVisible();
    const [top, bottom] = [(await subscription.boundingBox())!, (await cookies.boundingBox())!];
    expect(top.y + top.height).toBeLessThanOrEqual(bottom.y);
    // The notice's button takes the click (Playwright refuses one that another element would get).
    await cookies.getByRole('button', { name: 'Alright' }).click({ timeout: 2000 });
    await expect(cookies).toHaveCount(0);
    await expect(subscription).toBeVisible();
  });

  test('card excerpts are shown whole, ending on a word', async ({ page }) => {
    await page.goto('/blog');
    const excerpts = page.locator('.card-excerpt');
    expect(await excerpts.count()).toBeGreaterThan(0);
    for (const excerpt of await excerpts.all()) {
      const cut = await excerpt.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut).toBe(false);
      await expect(excerpt).toHaveText(/(\p{L}|\p{N}|[.!?)"'’”])(…)?$/u);
    }
  });
});
