import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Vitest's global setup of the API suite: a folder for this run's seeded templates (harness.ts
 * makes them on first use), removed at the end with the PostgreSQL databases they name.
 */
export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-api-templates-'));
  process.env.API_TEST_TEMPLATES = root;
  return async () => {
    for (const kind of fs.readdirSync(root)) {
      const ready = path.join(root, kind, 'template.json');
      const database = fs.existsSync(ready) ? (JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string | null }).database : null;
      if (database && process.env.DATABASE_URL) {
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await client.end();
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
}
