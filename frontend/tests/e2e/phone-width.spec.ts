import { expect } from '@playwright/test';
import { signInAsOwner } from './support/owner';
import { test } from './support/test';

// Nothing runs off a phone's screen: a page that scrolls sideways hides its right edge.
test.use({ viewport: { width: 390, height: 844 } });

const READER = [
  '/',
  '/blog',
  '/blog/page/coding',
  '/blog/page/articles',
  '/search?q=sleep',
  '/about',
  '/ping',
  '/sign-in',
  '/nothing-found',
];
const OWNER = [
  '/dashboard',
  '/dashboard/write',
  '/dashboard/articles',
  '/dashboard/statistics',
  '/dashboard/cursor',
  '/dashboard/passwords',
  '/dashboard/read',
];

/** The elements reaching past the right edge of the screen, named by tag and class. */
async function overflowing(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(0, 5);
  });
}

test('reader pages fit a phone', async ({ page }) => {
  for (const address of READER) {
    await page.goto(address);
    expect(await overflowing(page), address).toEqual([]);
  }
});

test("the owner's pages fit a phone", async ({ page, context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
  for (const address of OWNER) {
    await page.goto(address);
    expect(await overflowing(page), address).toEqual([]);
  }
});
