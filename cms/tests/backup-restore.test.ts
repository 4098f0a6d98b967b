import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, pgConnection, restore } from '../../scripts/lib/backup.mjs';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';

const ARTICLE = 'api::article.article';
const OPINION = 'api::opinion.opinion';

let cms: TestCms;
let work: string;

beforeAll(async () => {
  cms = await startCms();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-backup-test-'));
});
afterAll(async () => {
  await cms?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const hrefs = async () => (await cms.strapi.documents(ARTICLE).findMany({ fields: ['href'], limit: 1000 })).map((a) => a.href).sort();

describe('npm run backup / npm run restore', () => {
  it('round-trips the database, the uploads and the secrets; a later change is undone', async () => {
    const uploads = path.join(work, 'uploads');
    fs.mkdirSync(path.join(uploads, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'nested', 'photo.txt'), 'the original upload');
    const env = { ...cms.env, UPLOADS_DIR: uploads };
    fs.writeFileSync(path.join(cms.env.DATA_DIR, 'secrets.json'), JSON.stringify({ VAULT_KEY: 'original' }));

    const kept = await cms.strapi.documents(ARTICLE).create({ data: articleData('Backup kept', '<p>Kept safe.</p>') });
    await cms.strapi
      .documents(OPINION)
      .create({ data: { reader: 'Ada', country: 'Wales', opinion: 'Keep me', reference: '/backup-kept' } });
    const before = await hrefs();
    // Taken while the CMS is running, as an operator would.
    const folder = await backup(env, path.join(work, 'backups'));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      database: { client: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite' },
      uploads: ['nested/photo.txt'],
      secrets: true,
    });

    // Changes after the backup: one article deleted, one made, the upload and the secrets changed.
    await cms.strapi.documents(ARTICLE).delete({ documentId: kept.documentId });
    await cms.strapi.documents(ARTICLE).create({ data: articleData('Backup later', '<p>Made later.</p>') });
    fs.writeFileSync(path.join(uploads, 'nested', 'photo.txt'), 'overwritten');
    fs.writeFileSync(path.join(uploads, 'stray.txt'), 'made later');
    fs.writeFileSync(path.join(cms.env.DATA_DIR, 'secrets.json'), JSON.stringify({ VAULT_KEY: 'changed' }));

    await cms.restart(async () => {
      await restore(env, folder);
    });

    expect(await hrefs()).toEqual(before);
    expect(await cms.strapi.documents(ARTICLE).findOne({ documentId: kept.documentId })).toBeTruthy();
    expect(await cms.strapi.documents(OPINION).count({ filters: { opinion: 'Keep me' } })).toBe(1);
    expect(fs.readFileSync(path.join(uploads, 'nested', 'photo.txt'), 'utf8')).toBe('the original upload');
    expect(fs.existsSync(path.join(uploads, 'stray.txt'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(cms.env.DATA_DIR, 'secrets.json'), 'utf8'))).toEqual({ VAULT_KEY: 'original' });
    // The restored database is sound, and the CMS serves from it.
    if (process.env.TEST_DATABASE !== 'postgres') {
      const [check] = await cms.strapi.db.connection.raw('PRAGMA integrity_check');
      expect(check).toEqual({ integrity_check: 'ok' });
    }
    const page = await cms.api().get(`/api/article?id=${cms.env.SITE_KEY}&pageSize=100`);
    expect(page.status).toBe(200);
    expect(page.body.data.map((a: { href: string }) => a.href)).toContain('/backup-kept');
  });

  it('refuses to restore while the CMS answers, and refuses a folder that is not a backup', async () => {
    const folder = await backup({ ...cms.env, UPLOADS_DIR: path.join(work, 'none') }, path.join(work, 'backups'));
    const running = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
    const { port } = running.address() as { port: number };
    try {
      await expect(restore({ ...cms.env, CMS_URL: `http://127.0.0.1:${port}` }, folder)).rejects.toThrow(
        /is running: stop the blog before restoring/,
      );
    } finally {
      running.close();
    }
    await expect(restore(cms.env, work)).rejects.toThrow(/is not a backup/);
  });
});

describe('pgConnection: what pg_dump and pg_restore are given', () => {
  it('keeps the password off the command line, in PGPASSWORD', () => {
    const { args, env } = pgConnection({
      DATABASE_URL: 'postgres://blog:s%3Acret@db.example:5432/blog?sslmode=require',
      DATABASE_SCHEMA: 'site',
    });
    expect(args).toEqual(['--dbname', 'postgres://blog@db.example:5432/blog?sslmode=require', '--schema', 'site']);
    expect(env.PGPASSWORD).toBe('s:cret');
    expect(args.join(' ')).not.toContain('cret');
  });

  it('takes a password given as a parameter too, and passes what is no URL as it is', () => {
    const asParameter = pgConnection({ DATABASE_URL: 'postgres://blog@db.example/blog?password=hunter2' });
    expect(asParameter.args).toEqual(['--dbname', 'postgres://blog@db.example/blog']);
    expect(asParameter.env.PGPASSWORD).toBe('hunter2');
    const none = pgConnection({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_SCHEMA: 'public' });
    expect(none.args).toEqual(['--dbname', 'postgres://postgres@127.0.0.1:5432/test']);
    expect(none.env.PGPASSWORD).toBe(process.env.PGPASSWORD);
    expect(pgConnection({ DATABASE_URL: 'host=/run/postgresql dbname=blog' }).args).toEqual([
      '--dbname',
      'host=/run/postgresql dbname=blog',
    ]);
  });
});
