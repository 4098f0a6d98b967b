import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';

// The SQLite database holds subscribers' addresses, messages and password hashes: no other local user may read it.
const SQLITE = process.env.TEST_DATABASE !== 'postgres';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// Only SQLite keeps its database in the data folder; on PostgreSQL there is no file to check.
describe.runIf(SQLITE)('the data folder', () => {
  it('is private to the CMS after a boot: the folder 0700, the database and its -wal and -shm 0600', async () => {
    const dataDir = cms.env.DATA_DIR;
    const database = path.join(dataDir, cms.env.DATABASE_FILENAME);
    // As an older version left them, under the usual umask 022.
    await cms.restart(async () => {
      fs.chmodSync(dataDir, 0o755);
      for (const file of [database, `${database}-wal`, `${database}-shm`]) if (fs.existsSync(file)) fs.chmodSync(file, 0o644);
    });
    // A write, so the write-ahead log is in use.
    await cms.api().put('/api/m4-cxrbine');
    expect(modeOf(dataDir).toString(8)).toBe('700');
    for (const file of [database, `${database}-wal`, `${database}-shm`]) expect(modeOf(file).toString(8), file).toBe('600');
  });

  it('makes a missing folder and a new database the same way', async () => {
    const dataDir = cms.env.DATA_DIR;
    const database = path.join(dataDir, 'fresh.db');
    cms.env.DATABASE_FILENAME = 'fresh.db';
    await cms.restart(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    expect(modeOf(dataDir).toString(8)).toBe('700');
    for (const file of [database, `${database}-wal`, `${database}-shm`]) expect(modeOf(file).toString(8), file).toBe('600');
  });
});
