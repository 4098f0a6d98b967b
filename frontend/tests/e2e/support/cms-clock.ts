import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the CMS under test reads its due-job clock offset from (TEST_CLOCK_FILE, set by site-under-test.ts). */
const clockFile = () => path.join(process.env.E2E_DATA_DIR as string, 'test-clock');

/** Moves the CMS's clock for due jobs (scheduled publishes, delayed e-mails) this many minutes ahead of the real time. */
export function moveCmsClock(minutes: number) {
  writeFileSync(clockFile(), String(minutes * 60_000));
}

/** Back to the real time. */
export function resetCmsClock() {
  rmSync(clockFile(), { force: true });
}
