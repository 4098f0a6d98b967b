import { expect } from '@playwright/test';
import { test } from './support/test';
import { freezeClock } from './support/clock';
import { signInAsOwner } from './support/owner';

// The subscription banner comes 10 s after a reader page loads; the owner's pages never get it.
const BANNER = { name: 'New articles by e-mail' } as const;

test('the subscription banner stays off /sign-in, and comes on a reader page', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/sign-in');
  await page.clock.runFor(12_000);
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  // The same visitor on a reader page: the banner comes, so its absence above meant something.
  await page.goto('/blog');
  await page.clock.runFor(10_100);
  await expect(page.getByRole('region', BANNER)).toBeVisible();
});

test('the subscription banner stays off every dashboard page', async ({ page, context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
  await freezeClock(page);
  for (const path of ['/dashboard', '/dashboard/passwords', '/dashboard/read']) {
    await page.goto(path);
    await page.clock.runFor(12_000);
    await expect(page.getByRole('region', BANNER), path).toHaveCount(0);
  }
});
