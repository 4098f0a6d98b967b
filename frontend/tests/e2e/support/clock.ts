import type { Page } from '@playwright/test';

const START = new Date('2026-06-01T08:00:00Z');

/**
 * Installs a fake clock that stands still: call it before page.goto. From
 * then on only page.clock.runFor moves time, so timings are checked exactly.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}
