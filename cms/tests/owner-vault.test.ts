import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Transport from 'winston-transport';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response, Test } from 'supertest';
import { openSecret, parseVaultKey, sealSecret } from '../src/lib/vault-crypto';
import { withEnv } from './env';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession, tampered } from './owner-session';

const TABLE = 'vault_entries';

let cms: TestCms;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
  strangerJwt = await strangerSession(cms);
});
afterAll(() => cms?.stop());

// Each test starts with an empty vault (and the harness's key: withVaultKey puts it back).
beforeEach(async () => {
  await cms.strapi.db.connection(TABLE).del();
});

const key = () => cms.env.SITE_KEY;
const url = (query = `id=${key()}`) => `/api/hash-pswd?${query}`;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const withCookie = (jwt: string) => cms.api().set('Cookie', `session=${jwt}`);

const codes = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
const fromCodes = (list: number[]) => String.fromCharCode(...list);

type Row = { document_id: string; name: string; secret: string };
const rows = async (): Promise<Row[]> => cms.strapi.db.connection(TABLE).select('document_id', 'name', 'secret').orderBy('id');

async function add(name: string | number[], password: string) {
  const response = await asOwner().post(url()).send({ name, password });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { _id: string; name: number[]; password: string };
}

function expectError(response: Response, status: number, name: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ data: null, error: { status, name, message, details: {} } });
  expect(response.headers['cache-control']).toBe('private, no-store');
}
const expect400 = (response: Response, message: string) => expectError(response, 400, 'ValidationError', message);

/** Runs `body` with another VAULT_KEY (undefined: none), as a CMS started with it would. */
const withVaultKey = (value: string | undefined, body: () => Promise<void>) => withEnv({ VAULT_KEY: value }, body);

// Bad entries for POST and PUT, each with its reason.
const BAD_ENTRIES: [string, Record<string, unknown>, string][] = [
  ['no name', { password: 'p' }, 'name: is required'],
  ['a null name', { name: null, password: 'p' }, 'name: is required'],
  ['an empty name', { name: '', password: 'p' }, 'name: is required'],
  ['a blank name', { name: '   ', password: 'p' }, 'name: is required'],
  ['no codes', { name: [], password: 'p' }, 'name: is required'],
  ['only space codes', { name: [32, 32], password: 'p' }, 'name: is required'],
  ['a number', { name: 42, password: 'p' }, 'name: must be text or a list of character codes'],
  ['an object', { name: { a: 1 }, password: 'p' }, 'name: must be text or a list of character codes'],
  ['codes with text', { name: [97, '98'], password: 'p' }, 'name: must be text or a list of character codes'],
  ['a negative code', { name: [97, -1], password: 'p' }, 'name: must be text or a list of character codes'],
  ['a fractional code', { name: [97.5], password: 'p' }, 'name: must be text or a list of character codes'],
  ['a code past 0xFFFF', { name: [0x10000], password: 'p' }, 'name: must be text or a list of character codes'],
  ['a lone surrogate code', { name: [97, 0xd800], password: 'p' }, 'name: must be text or a list of character codes'],
  ['a lone surrogate', { name: 'a\ud800b', password: 'p' }, 'name: must be text or a list of character codes'],
  ['a NUL', { name: 'a\u0000b', password: 'p' }, 'name: must not contain control characters'],
  ['a line break code', { name: [97, 10, 98], password: 'p' }, 'name: must not contain control characters'],
  ['a 201-character name', { name: 'n'.repeat(201), password: 'p' }, 'name: must be at most 200 characters'],
  ['201 codes', { name: codes('n'.repeat(201)), password: 'p' }, 'name: must be at most 200 characters'],
  ['no password', { name: 'Mail' }, 'password: is required'],
  ['a null password', { name: 'Mail', password: null }, 'password: is required'],
  ['an empty password', { name: 'Mail', password: '' }, 'password: is required'],
  ['a number password', { name: 'Mail', password: 1234 }, 'password: must be text'],
  ['a lone surrogate password', { name: 'Mail', password: 'x\udc00' }, 'password: must be text'],
  ['a 1001-character password', { name: 'Mail', password: 'p'.repeat(1001) }, 'password: must be at most 1000 characters'],
];

describe('POST /api/hash-pswd?id={key} (owner)', () => {
  it("stores an entry sent the spec's way (character codes): 201 with _id, name codes and password, never cached", async () => {
    const response = await asOwner()
      .post(url())
      .send({ name: codes('Mail account'), password: 'open sesame' });
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(response.body)).toEqual(['data']);
    const { data } = response.body;
    expect(Object.keys(data).sort()).toEqual(['_id', 'name', 'password']);
    expect(data).toMatchObject({ name: codes('Mail account'), password: 'open sesame' });
    expect(data._id).toMatch(/^[A-Za-z0-9]{1,64}$/);
    const [row] = await rows();
    expect(row).toMatchObject({ document_id: data._id, name: 'Mail account' });
    // The secret is sealed: versioned, base64url parts, and it opens to the password with the key.
    expect(row.secret).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(row.secret).not.toContain('open sesame');
    expect(openSecret(row.secret, parseVaultKey(cms.env.VAULT_KEY)!)).toBe('open sesame');
  });

  it('takes the name as text too, trimmed; the password exactly as typed; unknown fields ignored', async () => {
    const data = await add('  Bank  ', '  spaced pass  ');
    expect(data).toMatchObject({ name: codes('Bank'), password: '  spaced pass  ' });
    const response = await asOwner().post(url()).send({ name: 'Forum', password: 'x', _id: 'chosen', secret: 'v1.a.b.c', extra: true });
    expect(response.status).toBe(201);
    expect(response.body.data._id).not.toBe('chosen');
    expect((await rows()).map((row) => row.name)).toEqual(['Bank', 'Forum']);
  });

  it('keeps non-ASCII names and passwords, astral characters as two codes', async () => {
    const name = 'Zoë 東京 🙂';
    const password = 'pässwörd 🔑 <b>&"';
    const data = await add(codes(name), password);
    expect(data.name).toEqual(codes(name));
    expect(fromCodes(data.name)).toBe(name);
    const listed = (await asOwner().get(url())).body.data;
    expect(listed).toEqual([{ _id: data._id, name: codes(name), password }]);
  });

  it('accepts the limits exactly: 200 characters of name, 1000 of password', async () => {
    const data = await add('n'.repeat(200), 'p'.repeat(1000));
    expect(data.name).toHaveLength(200);
    expect(data.password).toHaveLength(1000);
  });

  it.each(BAD_ENTRIES)('answers 400 for %s, and stores nothing', async (_label, body, message) => {
    expect400(await asOwner().post(url()).send(body), message);
    expect(await rows()).toEqual([]);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect400(await asOwner().post(url()).send([1, 2]), 'name: is required');
    expect400(await asOwner().post(url()), 'name: is required');
    expect(await rows()).toEqual([]);
  });

  it('refuses the 1001st entry, and takes one again after a delete', async () => {
    const first = await add('Entry 0000', 'secret-0');
    // 999 more rows as copies of the first, straight into the table (a thousand requests would be slow).
    const [template] = await cms.strapi.db.connection(TABLE).select('*').where({ document_id: first._id });
    const { id: _id, ...copy } = template;
    const more = Array.from({ length: 999 }, (_, index) => ({
      ...copy,
      document_id: randomBytes(12).toString('hex'),
      name: `Entry ${String(index + 1).padStart(4, '0')}`,
    }));
    await cms.strapi.db.connection.batchInsert(TABLE, more, 100);

    expect400(await asOwner().post(url()).send({ name: 'One too many', password: 'x' }), 'The vault is full (1000 entries).');
    expect(await rows()).toHaveLength(1000);
    // The whole vault comes back in one answer: no hidden default page size.
    const list = (await asOwner().get(url())).body;
    expect(list.meta).toEqual({ total: 1000 });
    expect(list.data).toHaveLength(1000);
    expect(fromCodes(list.data[999].name)).toBe('Entry 0999');
    expect(list.data.every((entry: { password: string }) => entry.password === 'secret-0')).toBe(true);

    expect((await asOwner().delete(url(`id=${key()}&indexArray=${first._id}`))).status).toBe(200);
    await add('Now there is room', 'x');
  });
});

describe('GET /api/hash-pswd?id={key} (owner)', () => {
  it('answers an empty vault', async () => {
    const response = await asOwner().get(url());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ data: [], meta: { total: 0 } });
  });

  it('lists every entry sorted by name case-insensitively, names as codes, passwords decrypted', async () => {
    for (const name of ['delta', 'Bravo', 'alpha', 'Charlie', 'ALPHA']) await add(name, `pw of ${name}`);
    const response = await asOwner().get(url());
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ total: 5 });
    const listed = response.body.data.map((entry: { name: number[]; password: string }) => [fromCodes(entry.name), entry.password]);
    expect(listed).toEqual([
      ['ALPHA', 'pw of ALPHA'],
      ['alpha', 'pw of alpha'],
      ['Bravo', 'pw of Bravo'],
      ['Charlie', 'pw of Charlie'],
      ['delta', 'pw of delta'],
    ]);
    for (const entry of response.body.data) expect(Object.keys(entry).sort()).toEqual(['_id', 'name', 'password']);
  });

  it('lists a secret sealed with another key as password null, counted in meta.undecryptable', async () => {
    const old = await add('Old key', 'sealed with the old key');
    await withVaultKey(randomBytes(32).toString('hex'), async () => {
      const current = await add('New key', 'sealed with the new key');
      const response = await asOwner().get(url());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: [
          { _id: current._id, name: codes('New key'), password: 'sealed with the new key' },
          { _id: old._id, name: codes('Old key'), password: null },
        ],
        meta: { total: 2, undecryptable: 1 },
      });
    });
    // A secret changed in the database fails its tag the same way.
    await cms.strapi.db.connection(TABLE).where({ document_id: old._id }).update({ secret: 'v1.AAAA.BBBB.CCCC' });
    expect((await asOwner().get(url())).body.meta).toEqual({ total: 2, undecryptable: 2 });
  });
});

describe('PUT /api/hash-pswd?id={key} (owner)', () => {
  it('replaces name and password: 200 "updated" (a JSON string), sealed again with a fresh IV', async () => {
    const entry = await add('Mail', 'first password');
    const [before] = await rows();
    const response = await asOwner()
      .put(url())
      .send({ _id: entry._id, name: codes('Mail (work)'), password: 'second password' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toBe('"updated"');
    expect(response.body).toBe('updated');
    expect((await asOwner().get(url())).body.data).toEqual([{ _id: entry._id, name: codes('Mail (work)'), password: 'second password' }]);
    // The same password again is still a new ciphertext.
    await asOwner().put(url()).send({ _id: entry._id, name: 'Mail (work)', password: 'second password' });
    const [first, second] = [before.secret, (await rows())[0].secret];
    expect(second).not.toBe(first);
    expect(second.split('.')[1]).not.toBe(first.split('.')[1]);
  });

  it('answers 404 for an id no entry has, and changes nothing', async () => {
    await add('Mail', 'pw');
    const before = await rows();
    const response = await asOwner().put(url()).send({ _id: 'abcdefghijklmnopqrstuvwx', name: 'X', password: 'y' });
    expectError(response, 404, 'NotFoundError', 'No vault entry has this id.');
    expect(await rows()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no _id', { name: 'Mail', password: 'p' }, '_id: is required'],
    ['an empty _id', { _id: '', name: 'Mail', password: 'p' }, '_id: is required'],
    ['a malformed _id', { _id: '../x', name: 'Mail', password: 'p' }, '_id: must be a vault entry id'],
    ['a numeric _id', { _id: 3, name: 'Mail', password: 'p' }, '_id: must be a vault entry id'],
    ['a list of ids', { _id: ['a', 'b'], name: 'Mail', password: 'p' }, '_id: must be one vault entry id'],
  ])('answers 400 for %s', async (_label, body, message) => {
    await add('Mail', 'pw');
    const before = await rows();
    expect400(await asOwner().put(url()).send(body), message);
    expect(await rows()).toEqual(before);
  });

  it.each(BAD_ENTRIES)('answers 400 for %s, and changes nothing', async (_label, body, message) => {
    const entry = await add('Mail', 'pw');
    const before = await rows();
    expect400(
      await asOwner()
        .put(url())
        .send({ _id: entry._id, ...body }),
      message,
    );
    expect(await rows()).toEqual(before);
  });
});

describe('DELETE /api/hash-pswd?id={key}&indexArray={id} (owner)', () => {
  it('deletes the entry: 200 "deleted"; a second delete is 404', async () => {
    const keep = await add('Keep', 'k');
    const gone = await add('Gone', 'g');
    const response = await asOwner().delete(url(`id=${key()}&indexArray=${gone._id}`));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toBe('"deleted"');
    expect((await rows()).map((row) => row.document_id)).toEqual([keep._id]);
    expectError(await asOwner().delete(url(`id=${key()}&indexArray=${gone._id}`)), 404, 'NotFoundError', 'No vault entry has this id.');
  });

  it('answers 400 for a missing, malformed or repeated indexArray', async () => {
    const keep = await add('Keep', 'k');
    expect400(await asOwner().delete(url()), 'indexArray: is required (?indexArray={entry id})');
    expect400(await asOwner().delete(url(`id=${key()}&indexArray=`)), 'indexArray: is required (?indexArray={entry id})');
    // The old client's position in the list is not an id.
    expect400(await asOwner().delete(url(`id=${key()}&indexArray=a-b`)), 'indexArray: must be a vault entry id');
    expect400(await asOwner().delete(url(`id=${key()}&indexArray=${'a'.repeat(65)}`)), 'indexArray: must be a vault entry id');
    expect400(
      await asOwner().delete(url(`id=${key()}&indexArray=${keep._id}&indexArray=${keep._id}`)),
      'indexArray: must be one vault entry id',
    );
    expect(await rows()).toHaveLength(1);
  });
});

describe('a round trip', () => {
  it('create, list, update, delete', async () => {
    const made = await add(codes('Round trip'), 'pw-1');
    expect((await asOwner().get(url())).body).toEqual({ data: [made], meta: { total: 1 } });
    expect(
      (
        await asOwner()
          .put(url())
          .send({ _id: made._id, name: codes('Round trip 2'), password: 'pw-2' })
      ).body,
    ).toBe('updated');
    expect((await asOwner().get(url())).body.data).toEqual([{ _id: made._id, name: codes('Round trip 2'), password: 'pw-2' }]);
    expect((await asOwner().delete(url(`id=${key()}&indexArray=${made._id}`))).body).toBe('deleted');
    expect((await asOwner().get(url())).body).toEqual({ data: [], meta: { total: 0 } });
  });
});

// A malformed VAULT_KEY never gets this far: the CMS refuses to start with it (config.test.ts).
describe('without VAULT_KEY', () => {
  for (const [label, value] of [
    ['unset', undefined],
    ['empty', ''],
  ]) {
    it(`every route answers 503 (${label}), and nothing changes`, async () => {
      const entry = await add('Mail', 'pw');
      const before = await rows();
      await withVaultKey(value, async () => {
        const answers = [
          await asOwner().get(url()),
          await asOwner().post(url()).send({ name: 'New', password: 'p' }),
          await asOwner().put(url()).send({ _id: entry._id, name: 'Changed', password: 'p' }),
          await asOwner().delete(url(`id=${key()}&indexArray=${entry._id}`)),
          // Checked before the input.
          await asOwner().post(url()).send({}),
        ];
        for (const response of answers) expectError(response, 503, 'ServiceUnavailableError', 'The vault is not configured (VAULT_KEY).');
      });
      expect(await rows()).toEqual(before);
    });
  }
});

describe('every vault route refuses without the owner, and changes nothing', () => {
  type Call = (agent: ReturnType<TestCms['api']>, keyValue: string | null, id: string) => Test;
  const withKey = (keyValue: string | null) => (keyValue === null ? '' : `id=${encodeURIComponent(keyValue)}`);
  const ROUTES: [string, Call][] = [
    ['GET', (agent, k) => agent.get(`/api/hash-pswd?${withKey(k)}`)],
    ['POST', (agent, k) => agent.post(`/api/hash-pswd?${withKey(k)}`).send({ name: 'Intruder', password: 'x' })],
    ['PUT', (agent, k, id) => agent.put(`/api/hash-pswd?${withKey(k)}`).send({ _id: id, name: 'Intruder', password: 'x' })],
    ['DELETE', (agent, k, id) => agent.delete(`/api/hash-pswd?${withKey(k)}&indexArray=${id}`)],
  ];

  for (const [method, call] of ROUTES) {
    it(`${method}: 401 without a session, 403 for a stranger, 400 for a wrong site key`, async () => {
      const entry = await add('Mail', 'pw');
      const before = await rows();
      for (const agent of [cms.api(), withCookie(tampered(ownerJwt)), cms.api().set('Authorization', `Bearer ${ownerJwt}`)]) {
        const response = await call(agent, key(), entry._id);
        expectError(response, 401, 'UnauthorizedError', 'Not signed in.');
      }
      expectError(await call(withCookie(strangerJwt), key(), entry._id), 403, 'ForbiddenError', 'Only the owner may do this.');
      expect400(await call(asOwner(), 'wrong-key', entry._id), 'id: unknown site key');
      expect400(await call(asOwner(), null, entry._id), 'id: the site key is required (?id={key})');
      // The site key is checked before the session.
      expect400(await call(cms.api(), 'wrong-key', entry._id), 'id: unknown site key');
      expect(await rows()).toEqual(before);
    });
  }

  it("/api/vault-entries (Strapi's REST) does not exist", async () => {
    await add('Mail', 'pw');
    expect((await cms.api().get('/api/vault-entries')).status).toBe(404);
    expect((await withCookie(ownerJwt).get('/api/vault-entries')).status).toBe(404);
  });
});

describe('at rest', () => {
  const PASSWORDS = ['Plaintext-Marker-Zq7Xw3Kp9', 'Ünïcode-Märker-東京-Rv4'];

  /** Everything the database holds for the vault, as bytes or row text, to look for plaintext in. */
  async function storedBytes(): Promise<Buffer> {
    if (cms.env.DATABASE_CLIENT === 'postgres') {
      const knex = cms.strapi.db.connection;
      const result = await knex.raw('select t::text as row from ?? as t', [`${cms.strapi.db.getSchemaName()}.${TABLE}`]);
      return Buffer.from(result.rows.map((row: { row: string }) => row.row).join('\n'), 'utf8');
    }
    const { connection } = cms.strapi.db.config.connection;
    if (typeof connection !== 'object' || !('filename' in connection)) throw new Error('SQLite is configured with a file');
    const file = connection.filename;
    expect(file).toBe(path.resolve(cms.env.DATA_DIR, cms.env.DATABASE_FILENAME));
    const files = [file, `${file}-wal`, `${file}-journal`].filter((name) => fs.existsSync(name));
    return Buffer.concat(files.map((name) => fs.readFileSync(name)));
  }

  const forms = (text: string) => [
    Buffer.from(text, 'utf8'),
    Buffer.from(text, 'utf16le'),
    Buffer.from(Buffer.from(text).toString('base64')),
    Buffer.from(Buffer.from(text).toString('base64url')),
  ];

  it('the database holds the names but never a password, in any plain encoding', async () => {
    const first = await add('At-Rest-Name-Alpha', PASSWORDS[0]);
    await add(codes('At-Rest-Name-Beta'), PASSWORDS[1]);
    // The edit path stores a sealed secret too.
    await asOwner()
      .put(url())
      .send({ _id: first._id, name: 'At-Rest-Name-Alpha', password: `${PASSWORDS[0]}-edited` });
    const bytes = await storedBytes();
    // The reading sees the rows (the names are plain), so a plaintext password would be found.
    expect(bytes.includes(Buffer.from('At-Rest-Name-Alpha'))).toBe(true);
    expect(bytes.includes(Buffer.from('At-Rest-Name-Beta'))).toBe(true);
    for (const password of [...PASSWORDS, `${PASSWORDS[0]}-edited`]) {
      for (const form of forms(password)) expect(bytes.includes(form), `${password} as ${form.toString('latin1')}`).toBe(false);
    }
  });

  it('no log line and no error answer carries a password', async () => {
    const lines: string[] = [];
    const capture = new (class extends Transport {
      log(info: unknown, done: () => void) {
        lines.push(JSON.stringify(info));
        done();
      }
    })({ level: 'silly' });
    const logger = cms.strapi.log;
    const level = logger.level;
    // Everything, to the capture only.
    const others = logger.transports.filter((transport) => !transport.silent);
    for (const transport of others) transport.silent = true;
    logger.add(capture);
    logger.level = 'silly';
    const answers: string[] = [];
    try {
      const made = await add('Logged', PASSWORDS[0]);
      answers.push((await asOwner().put(url()).send({ _id: made._id, name: '', password: PASSWORDS[0] })).text);
      answers.push((await asOwner().put(url()).send({ _id: 'abcdefghijklmnopqrstuvwx', name: 'X', password: PASSWORDS[1] })).text);
      answers.push(
        (
          await asOwner()
            .post(url())
            .send({ name: 'Long', password: `${PASSWORDS[1]}${'x'.repeat(1000)}` })
        ).text,
      );
      answers.push((await withCookie(strangerJwt).post(url()).send({ name: 'Mail', password: PASSWORDS[1] })).text);
    } finally {
      logger.level = level;
      logger.remove(capture);
      for (const transport of others) transport.silent = false;
    }
    // The capture works: the requests were logged.
    expect(lines.some((line) => line.includes('/api/hash-pswd'))).toBe(true);
    for (const password of PASSWORDS) {
      expect(lines.filter((line) => line.includes(password))).toEqual([]);
      expect(answers.filter((text) => text.includes(password))).toEqual([]);
    }
  });
});

describe('vault-crypto', () => {
  const key = randomBytes(32);

  it('seals with a fresh IV each time and opens only with the same key, untouched', () => {
    const one = sealSecret('same text', key);
    const two = sealSecret('same text', key);
    expect(one).not.toBe(two);
    expect(openSecret(one, key)).toBe('same text');
    expect(openSecret(two, key)).toBe('same text');
    expect(openSecret(one, randomBytes(32))).toBeNull();
    const [version, iv, tag, body] = one.split('.');
    const flip = (part: string) =>
      Buffer.from(Buffer.from(part, 'base64url').map((byte, index) => (index === 0 ? byte ^ 1 : byte))).toString('base64url');
    expect(openSecret([version, iv, tag, flip(body)].join('.'), key)).toBeNull();
    expect(openSecret([version, iv, flip(tag), body].join('.'), key)).toBeNull();
    expect(openSecret([version, flip(iv), tag, body].join('.'), key)).toBeNull();
    expect(openSecret(['v2', iv, tag, body].join('.'), key)).toBeNull();
    expect(openSecret('not sealed', key)).toBeNull();
  });

  it('reads VAULT_KEY as 64 hex characters in any case, or not at all', () => {
    expect(parseVaultKey('AB'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    for (const value of [null, '', 'ab'.repeat(31), `${'ab'.repeat(31)}zz`, ` ${'ab'.repeat(32)}`]) expect(parseVaultKey(value)).toBeNull();
  });
});
