import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPicture } from '../src/lib/captcha-render';
import { startCms, type TestCms } from './harness';
import { serviceOf } from '../src/lib/services';
import { answerOf as storedAnswer } from './owner-session';
import { fingerprintServed, nearest, publicLibrary } from './captcha-attack';

const UID = 'api::human-check.human-check';
const TABLE = 'human_checks';
const SHIPPED = path.resolve(__dirname, '../data/captcha');
const SETS = JSON.parse(fs.readFileSync(path.join(SHIPPED, 'sets.json'), 'utf8')) as {
  subject: string;
  reference: string;
  images: { file: string; correct: boolean }[];
}[];

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

const humanCheck = () => serviceOf(cms.strapi, UID);
const getChallenge = () => cms.api().get('/api/human-check');
const verify = (body: unknown) =>
  cms
    .api()
    .post('/api/human-check')
    .send(body as object);

/** Tests learn the answer the way only the server can: from the stored challenge. */
const answerOf = (challenge: string) => storedAnswer(cms)(challenge);

async function newChallenge() {
  const response = await getChallenge();
  expect(response.status).toBe(200);
  const { challenge } = response.body.data;
  return { challenge: challenge as string, answer: await answerOf(challenge) };
}

const wrongOnes = (answer: number[]) => [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => !answer.includes(i));

async function solved() {
  const { challenge, answer } = await newChallenge();
  const response = await verify({ challenge, picks: answer });
  expect(response.status).toBe(200);
  return { challenge, token: response.body.data.token as string };
}

/** A served picture's bytes, as text a search can read. */
const decode = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64').toString('latin1');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('GET /api/human-check (a challenge)', () => {
  it('answers a subject, a reference and 8 images, never cached', async () => {
    const response = await getChallenge();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.body;
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(Object.keys(data).sort()).toEqual(['challenge', 'images', 'reference', 'subject']);
    expect(data.challenge).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(SETS.map((set) => set.subject)).toContain(data.subject);
    expect(data.images).toHaveLength(8);
    for (const image of [data.reference, ...data.images]) {
      expect(image).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(decode(image)).toMatch(/^RIFF[\s\S]{4}WEBP/);
    }
  });

  it('carries nothing that tells the answer: no flags, no file names', async () => {
    const response = await getChallenge();
    // The pictures are random base64, checked decoded below.
    const text = response.text.replace(/data:image\/webp;base64,[A-Za-z0-9+/=]+/g, '');
    expect(text).not.toMatch(/correct|true|false/i);
    expect(text).not.toMatch(/\.svg|"file"|"slug"/i);
    for (const image of response.body.data.images) expect(decode(image)).not.toMatch(/correct|true|false|\.svg/i);
  });

  it('stores the challenge with its right positions, for 5 minutes', async () => {
    const { challenge } = (await getChallenge()).body.data;
    const row = await cms.strapi.db.query(UID).findOne({ where: { challenge } });
    expect(row.answer).toHaveLength(4);
    expect(row.answer.every((i: number) => Number.isInteger(i) && i >= 0 && i < 8)).toBe(true);
    expect(row).toMatchObject({ attempted: false, used: false, tokenHash: null });
    const ttl = Date.parse(row.challengeExpiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it('shuffles the images per challenge', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) answers.add((await newChallenge()).answer.join(','));
    // 70 possible placements of the 4 right images: 20 identical ones would mean no shuffle.
    expect(answers.size).toBeGreaterThan(1);
  });

  it('has no public REST of its own', async () => {
    expect((await cms.api().get('/api/human-checks')).status).toBe(404);
  });

  it('sweeps rows older than a day when it issues a challenge', async () => {
    const { challenge } = await newChallenge();
    await cms.strapi.db
      .connection(TABLE)
      .where({ challenge })
      .update({ created_at: new Date(Date.now() - 2 * 86_400_000) });
    await getChallenge();
    expect(await cms.strapi.db.connection(TABLE).where({ challenge }).first()).toBeUndefined();
  });
});

// Issue 14: the shipped files and their flags are public, so the served pictures must not be them.
describe('pictures drawn afresh for every challenge', () => {
  const shippedFiles = SETS.flatMap((set) => [{ file: set.reference, correct: false }, ...set.images]);
  const shippedSvg = (file: string) => fs.readFileSync(path.join(SHIPPED, file), 'utf8');

  it('a lookup table of every shipped file solves none of 12 challenges', async () => {
    const table = new Map(SETS.flatMap((set) => set.images).map((image) => [sha256(shippedSvg(image.file)), image.correct]));
    let solvedByTable = 0;
    let recognised = 0;
    for (let i = 0; i < 12; i++) {
      const { challenge, reference, images } = (await getChallenge()).body.data;
      recognised += [reference, ...images].filter((image: string) => table.has(sha256(decode(image)))).length;
      const picks = images.flatMap((image: string, index: number) => (table.get(sha256(decode(image))) ? [index] : []));
      if (picks.length >= 4 && (await verify({ challenge, picks })).status === 200) solvedByTable++;
    }
    expect(recognised).toBe(0);
    expect(solvedByTable).toBe(0);
  });

  it('never serves the same bytes twice, nor anything of an SVG', async () => {
    const served = new Set<string>();
    let pictures = 0;
    for (let i = 0; i < 12; i++) {
      const { reference, images } = (await getChallenge()).body.data;
      for (const picture of [reference, ...images].map(decode)) {
        pictures++;
        served.add(sha256(picture));
        expect(picture).not.toMatch(/<svg|<path|viewBox/);
      }
    }
    expect(served.size).toBe(pictures);
  });

  it('a bot naming each picture by its nearest public one solves at most 1 of 12 challenges', async () => {
    const library = await publicLibrary(shippedFiles.map(({ file }) => ({ name: file, svg: shippedSvg(file) })));
    const right = new Map(SETS.flatMap((set) => set.images.map((image) => [image.file, { subject: set.subject, correct: image.correct }])));
    let solvedByBot = 0;
    for (let i = 0; i < 12; i++) {
      const { challenge, subject, images } = (await getChallenge()).body.data;
      const picks: number[] = [];
      for (const [index, image] of (images as string[]).entries()) {
        const named = right.get(nearest(library, await fingerprintServed(image)));
        if (named && named.subject === subject && named.correct) picks.push(index);
      }
      if (picks.length >= 4 && (await verify({ challenge, picks })).status === 200) solvedByBot++;
    }
    expect(solvedByBot).toBeLessThanOrEqual(1);
  });

  it('draws one stored picture differently every time, as a 96x96 SVG with nothing of the source but its shapes', async () => {
    const source = shippedSvg(SETS[0].images[0].file);
    const drawings = Array.from({ length: 20 }, () => renderPicture(source));
    expect(new Set(drawings).size).toBe(20);
    for (const drawing of drawings) {
      expect(drawing).toMatch(/^<svg [^>]*viewBox="0 0 96 96"[^>]*>[\s\S]*<\/svg>$/);
      expect(drawing).not.toContain(source);
    }
  });
});

describe('POST /api/human-check (the picks)', () => {
  it('answers a single-use token for the right picks, in any order', async () => {
    const { challenge, answer } = await newChallenge();
    const response = await verify({ challenge, picks: [...answer].reverse() });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.body.data).sort()).toEqual(['expiresAt', 'token']);
    const { token, expiresAt } = response.body.data;
    // At least 128 random bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(new Date(expiresAt).toISOString()).toBe(expiresAt);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    // Only a hash is kept.
    const row = await cms.strapi.db.connection(TABLE).where({ challenge }).first();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("answers 'Choose the requirement' for fewer than 4 distinct picks, and the challenge stays open", async () => {
    const { challenge, answer } = await newChallenge();
    for (const picks of [[], [answer[0]], answer.slice(0, 3), [answer[0], answer[0], answer[1], answer[1], answer[2]]]) {
      const response = await verify({ challenge, picks });
      expect(response.status, JSON.stringify(picks)).toBe(400);
      expect(response.body).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'Choose the requirement', details: {} },
      });
    }
    expect((await verify({ challenge, picks: answer })).status).toBe(200);
  });

  it("answers 'Captcha failed' for a wrong pick, and the challenge is spent", async () => {
    const { challenge, answer } = await newChallenge();
    const wrong = [...answer.slice(0, 3), wrongOnes(answer)[0]];
    const failed = await verify({ challenge, picks: wrong });
    expect(failed.status).toBe(400);
    expect(failed.body.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Captcha failed' });
    // One attempt per challenge: even the right answer is too late now.
    const retry = await verify({ challenge, picks: answer });
    expect(retry.status).toBe(400);
    expect(retry.body.error.message).toBe('challenge: expired or already used, load a new one');
  });

  it("answers 'Captcha failed' when a right image is missing or every image is picked", async () => {
    for (const picks of [
      (a: number[]) => [...a.slice(0, 3), ...wrongOnes(a).slice(0, 2)],
      () => [0, 1, 2, 3, 4, 5, 6, 7],
      (a: number[]) => wrongOnes(a),
    ]) {
      const { challenge, answer } = await newChallenge();
      const response = await verify({ challenge, picks: picks(answer) });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Captcha failed');
    }
  });

  it('answers 400 for an unknown, expired or solved challenge', async () => {
    const expected = 'challenge: expired or already used, load a new one';
    const unknown = await verify({ challenge: 'no-such-challenge-id-000', picks: [0, 1, 2, 3] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(expected);

    const { challenge, answer } = await newChallenge();
    await cms.strapi.db
      .connection(TABLE)
      .where({ challenge })
      .update({ challenge_expires_at: new Date(Date.now() - 1000) });
    const expired = await verify({ challenge, picks: answer });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(expected);

    const solvedOnce = await solved();
    const again = await verify({ challenge: solvedOnce.challenge, picks: await answerOf(solvedOnce.challenge) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(expected);
  });

  it('lets only one of several concurrent attempts at one challenge try', async () => {
    const { challenge, answer } = await newChallenge();
    const responses = await Promise.all(Array.from({ length: 8 }, () => verify({ challenge, picks: answer })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      responses.filter((r) => r.status === 400).every((r) => r.body.error.message === 'challenge: expired or already used, load a new one'),
    ).toBe(true);
  });

  it('answers 400 with a reason for malformed input, without spending the challenge', async () => {
    const { challenge, answer } = await newChallenge();
    const cases: [unknown, string][] = [
      [{ picks: answer }, 'challenge: is required (the id from GET /api/human-check)'],
      [{ challenge: 42, picks: answer }, 'challenge: must be text'],
      [{ challenge }, 'picks: is required (the indexes of the chosen images)'],
      [{ challenge, picks: '0,1,2,3' }, 'picks: must be a list of image indexes'],
      [{ challenge, picks: [0, 1, 2, 8] }, 'picks: each must be a whole number from 0 to 7'],
      [{ challenge, picks: [0, 1, 2, -1] }, 'picks: each must be a whole number from 0 to 7'],
      [{ challenge, picks: [0, 1, 2, 2.5] }, 'picks: each must be a whole number from 0 to 7'],
      [{ challenge, picks: [0, 1, 2, '3'] }, 'picks: each must be a whole number from 0 to 7'],
      [{ challenge, picks: [0, 1, 2, 3, 4, 5, 6, 7, 0] }, 'picks: must list at most 8 images'],
    ];
    for (const [body, message] of cases) {
      const response = await verify(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await verify({ challenge, picks: answer })).status).toBe(200);
  });
});

describe('consume(token)', () => {
  it('accepts a token once', async () => {
    const { token } = await solved();
    expect(await humanCheck().consume(token)).toBe(true);
    expect(await humanCheck().consume(token)).toBe(false);
  });

  it('lets exactly one of many concurrent uses win', async () => {
    const { token } = await solved();
    const results = await Promise.all(Array.from({ length: 10 }, () => humanCheck().consume(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const { challenge, token } = await solved();
    await cms.strapi.db
      .connection(TABLE)
      .where({ challenge })
      .update({ token_expires_at: new Date(Date.now() - 1000) });
    expect(await humanCheck().consume(token)).toBe(false);
  });

  it('refuses unknown tokens, challenge ids and junk', async () => {
    const { challenge } = await newChallenge();
    for (const junk of ['', 'x', challenge, 'A'.repeat(43), 'A'.repeat(5000)]) {
      expect(await humanCheck().consume(junk), junk.slice(0, 20)).toBe(false);
    }
  });
});

// Last: it removes the seeded sets.
describe('without captcha sets (the owner deleted them all)', () => {
  it('answers 404 with a reason', async () => {
    await cms.strapi.db.query('api::captcha-set.captcha-set').deleteMany({});
    const response = await getChallenge();
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.error).toMatchObject({
      status: 404,
      name: 'NotFoundError',
      message: 'human check: there are no captcha sets yet',
    });
  });
});
