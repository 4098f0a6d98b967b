import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The file the CMS under test reads its due-job clock offset from (TEST_CLOCK_FILE, set by site-under-test.ts). */
const clockFile = () => path.join(process.env.E2E_DATA_DIR as string, 'test-clock');

/** Moves the CMS's clock for due jobs (scheduled publishes, delayed e-mails) this many minutes ahead of the real time. */
export function moveCmsClock(minutes: number) {
  writeFileSync(clockFile(), String(minutes * 60_000));
}

/** The time the CMS's last due-jobs run judged by (cms/src/lib/clock.ts writes it), or 0 before the first. */
function lastRunAt(): number {
  try {
    return Number(readFileSync(`${clockFile()}.ran`, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Moves the clock as moveCmsClock does, then waits until the CMS's poller has run at the moved time. */
export async function moveCmsClockAndWait(minutes: number) {
  // A run noted before this move (an earlier, later-set clock) must not count.
  rmSync(`${clockFile()}.ran`, { force: true });
  const movedTo = Date.now() + minutes * 60_000;
  moveCmsClock(minutes);
  await expect.poll(lastRunAt, { timeout: 20_000, message: 'a due-jobs run at the moved clock' }).toBeGreaterThanOrEqual(movedTo);
}

/** Back to the real time. */
export function resetCmsClock() {
  rmSync(clockFile(), { force: true });
  rmSync(`${clockFile()}.ran`, { force: true });
}
