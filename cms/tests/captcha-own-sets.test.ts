import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { answerOf } from './owner-session';
import { fromBase64 } from '../../packages/test-kit/src/base64.mjs';

// Issue 14: a real install must not serve the repository's sets, whose answers are public.
const SETS = 'api::captcha-set.captcha-set';
const SHIPPED = path.resolve(__dirname, '../data/captcha');
const LUCIDE_ICONS = path.join(path.dirname(createRequire(__filename).resolve('lucide-static/package.json')), 'icons');

const shippedSets = JSON.parse(fs.readFileSync(path.join(SHIPPED, 'sets.json'), 'utf8')) as {
  subject: string;
  reference: string;
  images: { file: string }[];
}[];
const shippedPictures = new Set(
  shippedSets
    .flatMap((set) => [set.reference, ...set.images.map((image) => image.file)])
    .map((file) => fs.readFileSync(path.join(SHIPPED, file), 'utf8')),
);
const iconFiles = new Set(fs.readdirSync(LUCIDE_ICONS).map((file) => fs.readFileSync(path.join(LUCIDE_ICONS, file), 'utf8')));

const decode = (dataUrl: string) => fromBase64(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''));

type StoredSet = { subject: string; reference: string; images: { svg: string; correct: boolean }[] };
const storedSets = async (cms: TestCms) => (await cms.strapi.documents(SETS).findMany({ limit: 1000 })) as unknown as StoredSet[];

/** Sets of the install's own: 40 of them, each a subject, a reference and 8 icons of the pool, 4-6 of them right. */
function expectOwnSets(sets: StoredSet[]) {
  expect(sets).toHaveLength(40);
  const shippedSubjects = new Set(shippedSets.map((set) => set.subject));
  for (const set of sets) {
    expect(shippedSubjects.has(set.subject), set.subject).toBe(false);
    expect(set.images).toHaveLength(8);
    const right = set.images.filter((image) => image.correct).length;
    expect(right).toBeGreaterThanOrEqual(4);
    expect(right).toBeLessThanOrEqual(6);
    for (const svg of [set.reference, ...set.images.map((image) => image.svg)]) {
      expect(shippedPictures.has(svg)).toBe(false);
      expect(iconFiles.has(svg)).toBe(true);
    }
    // The reference is an icon of the subject, not one of the pictures to pick.
    expect(set.images.map((image) => image.svg)).not.toContain(set.reference);
  }
  // Drawn at random: not one set repeated 40 times.
  expect(
    new Set(
      sets.map((set) =>
        set.images
          .map((image) => image.svg)
          .sort()
          .join(),
      ),
    ).size,
  ).toBeGreaterThan(30);
}

describe('a production install (NODE_ENV=production, SEED_DEMO left at its default)', () => {
  let cms: TestCms;

  beforeAll(async () => {
    // Values of its own, as production requires (lib/production-secrets).
    cms = await startCms({
      NODE_ENV: 'production',
      OWNER_PASSWORD: 'Private-Owner-Pass-91',
      SIGNIN_COLOURS: '#102030 #405060 #708090 #a0b0c0',
      SIGNIN_ANSWERS: 'Heavy|Kit|Kit Marlowe|function f() {}|An interface',
      SITE_KEY: 'a-private-site-key-7f3c',
      LEGACY_ARTICLE_KEY: 'a-private-legacy-key-9d2e',
    });
  });
  afterAll(() => cms?.stop());

  it('builds 40 sets of its own from the icon pool at first start, none of them shipped', async () => {
    expectOwnSets(await storedSets(cms));
  });

  it('serves them drawn afresh, with nothing that tells the answer or names an icon', async () => {
    const sets = await storedSets(cms);
    const subjects = new Set(sets.map((set) => set.subject));
    const stored = new Set(sets.flatMap((set) => [set.reference, ...set.images.map((image) => image.svg)]));
    for (let i = 0; i < 5; i++) {
      const response = await cms.api().get('/api/human-check');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data).sort()).toEqual(['challenge', 'images', 'reference', 'subject']);
      expect(subjects.has(response.body.data.subject)).toBe(true);
      for (const picture of [response.body.data.reference, ...response.body.data.images].map(decode)) {
        expect(stored.has(picture) || iconFiles.has(picture)).toBe(false);
        expect(picture).not.toMatch(/lucide|class=|correct|true|false|license/i);
      }
      // Solvable with the stored answer (what a person sees), as the reader's browser would send it.
      const { challenge } = response.body.data;
      expect(
        (
          await cms
            .api()
            .post('/api/human-check')
            .send({ challenge, picks: await answerOf(cms)(challenge) })
        ).status,
      ).toBe(200);
    }
    expect((await cms.api().get('/api/captcha-sets')).status).toBe(404);
  });

  // Each test restarts the CMS: a boot is slow on a busy machine.
  it('keeps the sets it has at a restart', async () => {
    const before = (await storedSets(cms)).map((set) => set.reference).join();
    await cms.restart();
    expect((await storedSets(cms)).map((set) => set.reference).join()).toBe(before);
  }, 60_000);

  it('builds new ones at a start that finds none, with SEED_DEMO=false too', async () => {
    const before = (await storedSets(cms)).map((set) => set.reference).join();
    await cms.strapi.db.query(SETS).deleteMany({});
    // SEED_DEMO=false on a test server: a real install too.
    cms.env.NODE_ENV = 'test';
    cms.env.SEED_DEMO = 'false';
    await cms.restart();
    const rebuilt = await storedSets(cms);
    expectOwnSets(rebuilt);
    expect(rebuilt.map((set) => set.reference).join()).not.toBe(before);
  }, 60_000);
});
