// @ts-check
'use strict';

const path = require('node:path');

/**
 * Backups made from the Blog page: the very backup `npm run backup` makes
 * (scripts/lib/backup.mjs: SQLite's online backup API, or pg_dump), made in the
 * CMS's own process with its configuration, into DATA_DIR/backups.
 */
module.exports = () => {
  // ES modules, so imported, not required; the CMS's own default DATA_DIR (cms/config/database.ts).
  async function backupEnv() {
    const [{ ROOT }, shared] = await Promise.all([import('../../../../scripts/lib/env.mjs'), import('../../../../scripts/lib/backup.mjs')]);
    return { shared, env: { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? '.data') } };
  }

  return {
    /** The backups made so far, the latest first, with their size and time. */
    async list() {
      const { shared, env } = await backupEnv();
      return shared.listBackups(shared.backupsDirOf(env));
    },

    /** Makes a backup now; its folder's name. Throws with the reason when it cannot (pg_dump missing, a full disk). */
    async create() {
      const { shared, env } = await backupEnv();
      return path.basename(await shared.backup(env));
    },
  };
};
