import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { siteUnderTest } from './frontend/tests/site-under-test';

// Visual snapshots: a site of its own on the untouched demo content (the end-to-end suite
// writes articles, likes and opinions that would show in the pictures), one page at a time.
// `npm run test:visual -- --update-snapshots` retakes the pictures after a deliberate change.
// A fresh data folder each run (the workers inherit the variable, so they read the same one).
process.env.VISUAL_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'blog-visual-'));
const site = siteUnderTest({
  webPort: process.env.VISUAL_WEB_PORT ?? '3311',
  cmsPort: process.env.VISUAL_CMS_PORT ?? '1311',
  dataDir: process.env.VISUAL_DATA_DIR,
});

export default defineConfig({
  testDir: 'frontend/tests/visual',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  timeout: 30000,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/visual.json' }]],
  expect: {
    timeout: 10000,
    // A small tolerance: antialiasing may differ by a few pixels from run to run, a design change does not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  ...site,
});
