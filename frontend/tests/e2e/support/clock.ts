import type { Page } from '@playwright/test';

/**
 * Installs a fake clock that stands still: call it before page.goto. From
 * then on only page.clock.runFor moves time, so timings are checked exactly.
 */
export async function freezeClock(page: Page) {
  // Start at the real time, so cookies the page sets expire when they really would.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
