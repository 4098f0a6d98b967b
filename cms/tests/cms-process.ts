import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A real boot in its own process, as `strapi start` does it: its configuration, then register and bootstrap.
const BOOT =
  "const s=require('@strapi/strapi');s.compileStrapi({appDir:process.cwd()}).then(c=>s.createStrapi({...c,serveAdminPanel:false,autoReload:false}).load()).then(()=>{console.log('STARTED');process.exit(0)})";

/** Boots the CMS in a process of its own with `env` added, on a fresh data folder; its exit status and all it printed. */
export function bootCmsProcess(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-boot-'));
  try {
    const run = spawnSync(process.execPath, ['-e', BOOT], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', DATA_DIR: dataDir, DATABASE_FILENAME: 'blog.db', ...env },
      encoding: 'utf8',
      timeout: 120000,
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
