// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '../app/lib/config.server';
import { type ContentVersion, contentVersionOf, postgresContentVersion, sqliteContentVersion, versionsOf } from './content-version';

const CHANNEL = 'blog_content_version';
// The tables as the CMS creates them (cms/src/lib/content-version.ts, through knex).
const TAG_TABLE = 'CREATE TABLE content_tag (tag varchar(200) PRIMARY KEY, token varchar(64) NOT NULL)';
const TABLE = `CREATE TABLE content_version (id integer PRIMARY KEY, token varchar(64) NOT NULL, changed_at bigint NOT NULL); ${TAG_TABLE}`;
const STAMP_TAG = 'INSERT INTO content_tag (tag, token) VALUES ($1, $2) ON CONFLICT (tag) DO UPDATE SET token = excluded.token';

describe('versionsOf', () => {
  it("takes the version from the row without a tag and every tag's token from the others", () => {
    const versions = versionsOf([
      { tag: 'article:a', token: 't1' },
      { tag: '', token: 't2' },
      { tag: 'flags', token: 't2' },
    ]);
    expect(versions?.token).toBe('t2');
    expect([...(versions?.tags ?? [])]).toEqual([
      ['article:a', 't1'],
      ['flags', 't2'],
    ]);
    // No version row yet (the CMS has not finished its first start): unknown.
    expect(versionsOf([{ tag: 'flags', token: 't1' }])).toBeNull();
  });
});

async function until<T>(read: () => T, wanted: (value: T) => boolean, ms = 1000): Promise<T> {
  const end = Date.now() + ms;
  let value = read();
  while (!wanted(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = read();
  }
  return value;
}

const opened: ContentVersion[] = [];
const track = (version: ContentVersion) => (opened.push(version), version);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((version) => version.close()));
});

describe('sqliteContentVersion', () => {
  let dir: string;
  let cms: Database.Database | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-version-'));
  });
  afterEach(() => {
    cms?.close();
    cms = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The CMS's own connection, as Strapi opens it. */
  function openCms(file: string) {
    cms = new Database(file);
    cms.pragma('journal_mode = WAL');
    return cms;
  }
  // Like the CMS: the token moves, on the version and the tags written, in the same transaction as the content it stamps.
  function publish(db: Database.Database, token: string, tags: string[] = []) {
    db.transaction(() => {
      db.prepare('CREATE TABLE IF NOT EXISTS articles (title text)').run();
      db.prepare('INSERT INTO articles (title) VALUES (?)').run(token);
      db.prepare(
        'INSERT INTO content_version (id, token, changed_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET token = excluded.token, changed_at = excluded.changed_at',
      ).run(token, Date.now());
      for (const tag of tags) db.prepare(STAMP_TAG.replace('$1', '?').replace('$2', '?')).run(tag, token);
    })();
  }

  it('is unknown while there is no file, and reads the token once the CMS has written it', async () => {
    const file = path.join(dir, 'first-start.db');
    const version = track(sqliteContentVersion(file));
    expect(version.current()).toBeNull();
    expect(version.current()).toBeNull();
    expect(existsSync(file)).toBe(false);

    const db = openCms(file);
    db.exec(TABLE);
    publish(db, 'first');
    expect(version.current()).toBe('first');
  });

  it('sees each committed token on the very next call, and never an uncommitted one', () => {
    const file = path.join(dir, 'running.db');
    const db = openCms(file);
    db.exec(TABLE);
    publish(db, 'start');
    const version = track(sqliteContentVersion(file));
    expect(version.current()).toBe('start');
    for (let i = 0; i < 5; i += 1) {
      const token = randomUUID();
      publish(db, token);
      expect(version.current()).toBe(token);
    }

    db.exec('BEGIN IMMEDIATE');
    db.prepare('UPDATE content_version SET token = ? WHERE id = 1').run('pending');
    const before = version.current();
    expect(before).not.toBe('pending');
    expect(before).not.toBeNull();
    db.exec('COMMIT');
    expect(version.current()).toBe('pending');
  });

  it("reads each tag's token with the version, on the very next call after a write", () => {
    const file = path.join(dir, 'tags.db');
    const db = openCms(file);
    db.exec(TABLE);
    publish(db, 'start', ['site', 'flags']);
    const version = track(sqliteContentVersion(file));
    expect(version.tags?.()).toBeNull();
    expect(version.current()).toBe('start');
    expect(Object.fromEntries(version.tags?.() ?? [])).toEqual({ site: 'start', flags: 'start' });
    publish(db, 'edit', ['article:a']);
    expect(version.current()).toBe('edit');
    expect(Object.fromEntries(version.tags?.() ?? [])).toEqual({ site: 'start', flags: 'start', 'article:a': 'edit' });
  });

  it('is unknown while the file has no table or no row yet, then reads it', () => {
    const file = path.join(dir, 'no-table.db');
    const db = openCms(file);
    db.exec('CREATE TABLE strapi_migrations (id integer PRIMARY KEY)');
    const version = track(sqliteContentVersion(file));
    expect(version.current()).toBeNull();
    db.exec(TABLE);
    expect(version.current()).toBeNull();
    publish(db, 'now');
    expect(version.current()).toBe('now');
  });

  it('keeps reading across a restart of the CMS, even when it started while the CMS was down', async () => {
    const file = path.join(dir, 'restart.db');
    const first = openCms(file);
    first.exec(TABLE);
    publish(first, 'before');
    first.close();
    cms = undefined;

    const version = track(sqliteContentVersion(file));
    expect(version.current()).toBe('before');
    const second = openCms(file);
    publish(second, 'after');
    expect(version.current()).toBe('after');
  });

  it('is chosen from the CMS variables: DATA_DIR and DATABASE_FILENAME', () => {
    const db = openCms(path.join(dir, 'from-env.db'));
    db.exec(TABLE);
    publish(db, 'env');
    const version = track(contentVersionOf(loadWebConfig({ DATA_DIR: dir, DATABASE_FILENAME: 'from-env.db' }).database));
    expect(version.current()).toBe('env');
  });
});

const url = process.env.DATABASE_URL;

// Skipped without a PostgreSQL server to listen on: CI and `npm test` with DATABASE_URL have one.
describe.skipIf(!url)('postgresContentVersion', () => {
  const schema = `content_version_${process.pid}_${Date.now()}`;
  const otherSchema = `${schema}_other`;
  let cms: pg.Client;
  let listeners = 0;

  /** A listener on `inSchema`, named so the test can find its backend. */
  function connect(inSchema: string, retryMs = 1000) {
    const applicationName = `${inSchema}_${(listeners += 1)}`;
    const version = track(
      postgresContentVersion({ connectionString: url, options: `-c search_path=${inSchema}`, application_name: applicationName }, retryMs),
    );
    return { version, applicationName };
  }
  /** One that has read its first token: from then on only notices move it. */
  async function listen(retryMs?: number) {
    const listener = connect(schema, retryMs);
    expect(await until(listener.version.current, (token) => token !== null)).not.toBeNull();
    return listener;
  }
  // Like the CMS: the write, its tags and its notice commit (or roll back) together.
  async function publish(token: string, { inSchema = schema, rollback = false, tags = [] as string[] } = {}) {
    await cms.query('BEGIN');
    await cms.query(`UPDATE ${inSchema}.content_version SET token = $1, changed_at = $2 WHERE id = 1`, [token, Date.now()]);
    for (const tag of tags) await cms.query(STAMP_TAG.replace('content_tag', `${inSchema}.content_tag`), [tag, token]);
    await cms.query('SELECT pg_notify($1, $2)', [CHANNEL, token]);
    await cms.query(rollback ? 'ROLLBACK' : 'COMMIT');
  }
  async function backendsOf(applicationName: string) {
    const { rows } = await cms.query<{ pid: number; query: string; state: string }>(
      'SELECT pid, query, state FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [applicationName],
    );
    return rows;
  }

  beforeAll(async () => {
    cms = new pg.Client({ connectionString: url });
    await cms.connect();
    for (const name of [schema, otherSchema]) {
      await cms.query(`CREATE SCHEMA ${name}`);
      await cms.query(`SET search_path = ${name}`);
      await cms.query(TABLE);
      await cms.query('INSERT INTO content_version (id, token, changed_at) VALUES (1, $1, $2)', [`${name}-start`, Date.now()]);
    }
    await cms.query('RESET search_path');
  });
  afterAll(async () => {
    await cms?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${otherSchema} CASCADE`);
    await cms?.end();
  });

  it('reads the token after connecting, and is told of each committed write at once', async () => {
    const { version } = await listen();
    expect(version.current()).toBe(`${schema}-start`);
    for (let i = 0; i < 3; i += 1) {
      const token = randomUUID();
      const started = Date.now();
      await publish(token);
      expect(await until(version.current, (seen) => seen === token)).toBe(token);
      expect(Date.now() - started).toBeLessThan(500);
    }
  });

  it("is told each tag's token with the version", async () => {
    const { version } = await listen();
    const token = randomUUID();
    await publish(token, { tags: ['article:b', 'articles'] });
    expect(await until(version.current, (seen) => seen === token)).toBe(token);
    expect(version.tags?.()?.get('article:b')).toBe(token);
    expect(version.tags?.()?.get('articles')).toBe(token);
  });

  it('settles on a write committed before the call even when its notice has not been handled yet', async () => {
    const { version } = await listen();
    // No notice at all: as when it is still on its way while the next request arrives.
    const token = randomUUID();
    await cms.query(`UPDATE ${schema}.content_version SET token = $1 WHERE id = 1`, [token]);
    expect(version.current()).not.toBe(token);
    await version.settle?.();
    expect(version.current()).toBe(token);
  });

  it('settles many concurrent calls with few reads, each on a read begun after it', async () => {
    const { version, applicationName } = await listen();
    const before = Number(
      (await cms.query('SELECT sum(xact_commit) AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0].n,
    );
    const token = randomUUID();
    await cms.query(`UPDATE ${schema}.content_version SET token = $1 WHERE id = 1`, [token]);
    await Promise.all(Array.from({ length: 200 }, () => version.settle?.()));
    expect(version.current()).toBe(token);
    expect(await backendsOf(applicationName)).toHaveLength(1);
    const after = Number(
      (await cms.query('SELECT sum(xact_commit) AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0].n,
    );
    // 200 callers, one read under way at most plus one after it (other sessions may commit too).
    expect(after - before).toBeLessThan(50);
  });

  it('ignores a write that rolled back', async () => {
    const { version } = await listen();
    await publish('kept');
    expect(await until(version.current, (token) => token === 'kept')).toBe('kept');
    await publish('rolled back', { rollback: true });
    // A notice arrives within milliseconds (see above); give it ten times that.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(version.current()).toBe('kept');
    const { rows } = await cms.query(`SELECT token FROM ${schema}.content_version`);
    expect(rows[0].token).toBe('kept');
  });

  it('does not take the version of another schema in the same database', async () => {
    const { version } = await listen();
    await publish('ours');
    expect(await until(version.current, (token) => token === 'ours')).toBe('ours');
    // Another blog (or test run) on the same database publishes.
    await publish('theirs', { inSchema: otherSchema });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(version.current()).toBe('ours');
  });

  it('does not lose a write that commits while the first read runs', async () => {
    // The first read is slowed by a view, so a write can commit during it.
    const slow = `${schema}_slow`;
    await cms.query(`CREATE SCHEMA ${slow}`);
    await cms.query(`CREATE TABLE ${slow}.rows (id integer PRIMARY KEY, token varchar(64) NOT NULL, changed_at bigint NOT NULL)`);
    await cms.query(`INSERT INTO ${slow}.rows VALUES (1, 'old', 0)`);
    await cms.query(`CREATE VIEW ${slow}.content_version AS SELECT rows.* FROM ${slow}.rows, pg_sleep(0.3)`);
    await cms.query(TAG_TABLE.replace('content_tag', `${slow}.content_tag`));
    try {
      const { version, applicationName } = connect(slow);
      const reading = async () =>
        (await backendsOf(applicationName)).some((backend) => backend.state === 'active' && backend.query.startsWith('SELECT tag'));
      let seen = false;
      for (const end = Date.now() + 2000; !seen && Date.now() < end; seen = await reading());
      expect(seen).toBe(true);
      await cms.query('BEGIN');
      await cms.query(`UPDATE ${slow}.rows SET token = 'new' WHERE id = 1`);
      await cms.query('SELECT pg_notify($1, $2)', [CHANNEL, 'new']);
      await cms.query('COMMIT');
      expect(await until(version.current, (token) => token === 'new', 1500)).toBe('new');
    } finally {
      await cms.query(`DROP SCHEMA ${slow} CASCADE`);
    }
  });

  it('is unknown while its connection is gone, and reconnects to the current token', async () => {
    const { version, applicationName } = await listen(200);
    await publish('before');
    expect(await until(version.current, (token) => token === 'before')).toBe('before');

    // Its last statement is the read that follows LISTEN, so find it by name rather than by 'LISTEN%'.
    const [backend] = await backendsOf(applicationName);
    expect(backend.query).toMatch(/^(LISTEN|SELECT tag)/);
    await cms.query('SELECT pg_terminate_backend($1)', [backend.pid]);
    expect(await until(version.current, (token) => token === null)).toBeNull();
    // Written while nobody listens: only the read after reconnecting can know it.
    await publish('while away');
    expect(version.current()).toBeNull();
    expect(await until(version.current, (token) => token !== null, 2000)).toBe('while away');
    const [again] = await backendsOf(applicationName);
    expect(again.pid).not.toBe(backend.pid);

    await publish('after');
    expect(await until(version.current, (token) => token === 'after')).toBe('after');
  });

  it('is unknown after close, and leaves no connection behind', async () => {
    const { version, applicationName } = await listen(50);
    await version.close();
    expect(version.current()).toBeNull();
    await publish('after close');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(version.current()).toBeNull();
    let left = await backendsOf(applicationName);
    for (const end = Date.now() + 1000; left.length > 0 && Date.now() < end; left = await backendsOf(applicationName));
    expect(left).toEqual([]);
  });

  it('is chosen from the CMS variables: a DATABASE_URL (PostgreSQL, with no DATABASE_CLIENT) and DATABASE_SCHEMA', async () => {
    await publish('from env');
    const version = track(contentVersionOf(loadWebConfig({ DATABASE_URL: url, DATABASE_SCHEMA: schema }).database));
    expect(await until(version.current, (token) => token !== null)).toBe('from env');
  });
});
