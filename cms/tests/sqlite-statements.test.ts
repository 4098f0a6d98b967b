import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from '../src/lib/sqlite-statements';

/** knex's statements prepared once per SQL on the SQLite connection (issue 21). No CMS needed. */
describe('cachePreparedStatements', () => {
  const database = (cachedAtMost?: number) => {
    const db = new Database(':memory:');
    cachePreparedStatements(db, cachedAtMost);
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('a'), ('b')");
    return db;
  };

  it('gives the statement prepared before for the same SQL', () => {
    const db = database();
    const first = db.prepare('SELECT text FROM notes WHERE id = ?');
    expect(db.prepare('SELECT text FROM notes WHERE id = ?')).toBe(first);
    expect(db.prepare('SELECT text FROM notes WHERE id = ?').get(2)).toEqual({ text: 'b' });
    expect(db.prepare('SELECT id FROM notes')).not.toBe(first);
  });

  it('prepares one of its own while the cached one is busy with an open iterator', () => {
    const db = database();
    const sql = 'SELECT text FROM notes ORDER BY id';
    const iterator = db.prepare(sql).iterate();
    expect(iterator.next().value).toEqual({ text: 'a' });
    expect(db.prepare(sql).all()).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(iterator.next().value).toEqual({ text: 'b' });
  });

  it('reads a changed schema through a cached statement', () => {
    const db = database();
    const sql = 'SELECT * FROM notes WHERE id = 1';
    expect(db.prepare(sql).get()).toEqual({ id: 1, text: 'a' });
    db.exec("ALTER TABLE notes ADD COLUMN mood TEXT DEFAULT 'calm'");
    expect(db.prepare(sql).get()).toEqual({ id: 1, text: 'a', mood: 'calm' });
  });

  it('caches at most its bound, the least recently used going first', () => {
    const db = database(2);
    const one = db.prepare('SELECT 1');
    const two = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(one);
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).toBe(one);
    expect(db.prepare('SELECT 2')).not.toBe(two);
  });
});
