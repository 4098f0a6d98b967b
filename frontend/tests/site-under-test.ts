import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

type Site = { webPort: string; cmsPort: string; dataDir: string };

/**
 * The built site and CMS started exactly as a user starts them (`npm start`), on their own
 * ports and data folder, and Debian's Chromium to drive them. Tests read the site's database
 * (support/site-db.ts) through `E2E_DATA_DIR`, so this sets it for the run.
 */
export function siteUnderTest({ webPort, cmsPort, dataDir }: Site): Pick<PlaywrightTestConfig, 'use' | 'webServer'> {
  const baseURL = `http://127.0.0.1:${webPort}`;
  process.env.E2E_DATA_DIR = path.resolve(dataDir);
  return {
    use: {
      baseURL,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    },
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
        // The CMS's due-job clock, moved by a test that writes milliseconds here (support/cms-clock.ts; ADR 37).
        TEST_CLOCK_FILE: path.join(process.env.E2E_DATA_DIR, 'test-clock'),
      },
    },
  };
}
