import { defineConfig } from '@playwright/test';
import { siteUnderTest } from './frontend/tests/site-under-test';

// End to end: the built site and CMS started as `npm start` starts them, on their own ports
// and a fresh data folder, in Debian's Chromium.
const site = siteUnderTest({
  webPort: process.env.E2E_WEB_PORT ?? '3310',
  cmsPort: process.env.E2E_CMS_PORT ?? '1310',
  dataDir: process.env.E2E_DATA_DIR ?? '.data-e2e',
});

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
  ...site,
  projects: [
    { name: 'reader', testIgnore: /exclusive\.spec\.ts$/ },
    // Tests that change the whole site (the block switch, the sign-in lockout, the owner's
    // waiting items) run alone, one at a time, after everything else.
    { name: 'exclusive', testMatch: /exclusive\.spec\.ts$/, dependencies: ['reader'], fullyParallel: false, workers: 1 },
  ],
});
