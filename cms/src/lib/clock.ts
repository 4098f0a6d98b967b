import fs from 'node:fs';
import { cmsConfig } from './config';

/**
 * The time due jobs are judged by: the real clock, moved by the number of
 * milliseconds in TEST_CLOCK_FILE when an end-to-end test sets that variable
 * (production refuses it: lib/production-secrets.ts). The file is read at each
 * call, so a test can move the clock of a running CMS.
 */
export function now(): number {
  const file = cmsConfig().testClockFile;
  if (!file) return Date.now();
  let offset = 0;
  try {
    offset = Number(fs.readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    // No file yet: the real time.
  }
  return Date.now() + offset;
}

/**
 * After a due-jobs run at a test clock: the time it judged by, in `{TEST_CLOCK_FILE}.ran`, so a
 * test that moved the clock waits for a run at the moved time instead of sleeping a poll interval.
 */
export function noteDueJobsRun(at: number) {
  const file = cmsConfig().testClockFile;
  if (file) fs.writeFileSync(`${file}.ran`, String(at));
}
