import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';

// End to end: the built site and CMS started exactly as a user starts them
// (`npm start`), on their own ports and a fresh data folder, in Debian's Chromium.
const webPort = process.env.E2E_WEB_PORT ?? '3310';
const cmsPort = process.env.E2E_CMS_PORT ?? '1310';
const baseURL = `http://127.0.0.1:${webPort}`;
// Tests may read and set the site's database (support/site-db.ts) through the same folder.
process.env.E2E_DATA_DIR ??= path.resolve('.data-e2e');

export default defineConfig({
  testDir: 'frontend/tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30000,
  expect: { timeout: 7000 },
  workers: 2,
  // One retry, so a single timing hiccup on a loaded 2-core machine does not sink a whole run;
  // scripts/test.mjs names every test that needed it, so flakiness stays visible.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'reader', testIgnore: /exclusive\.spec\.ts$/ },
    // Tests that change the whole site (the block switch, the sign-in lockout, the owner's
    // waiting items) run alone, one at a time, after everything else.
    { name: 'exclusive', testMatch: /exclusive\.spec\.ts$/, dependencies: ['reader'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    timeout: 300000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      WEB_PORT: webPort,
      CMS_PORT: cmsPort,
      PUBLIC_URL: baseURL,
      DATABASE_CLIENT: 'sqlite',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
