import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page: a hydration mismatch or a failed script fails the test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
