import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { encodeBody } from '@blog/rules/body';
import { buildCaptchaSets, type CaptchaSetData } from '../lib/captcha-pool';
import { lockForWrites } from '../lib/raw-sql';
import { cmsConfig } from '../lib/config';

/**
 * The demo content in cms/data, written once: each part is seeded in one
 * transaction and marked done in Strapi's store, so a crash never leaves half
 * a seed, a restart never seeds twice, and content the owner deleted stays deleted.
 */
type SeedArticle = {
  headingSave: string;
  category: 'Coding' | 'Health';
  authorSave: string;
  dateSave: string;
  createdAt: string;
  updatedAt: string;
  cover: string;
  imageSource: string;
  researchLinksSave: string[];
  body: string;
};
type SeedCaptcha = { subject: string; reference: string; images: { file: string; correct: boolean }[] };

const PARTS: Record<string, (strapi: Core.Strapi, dataDir: string, trx: Knex.Transaction) => Promise<number>> = {
  articles: seedArticles,
  quotes: seedQuotes,
  counters: seedCounters,
};

export async function seedDemo(strapi: Core.Strapi) {
  const dataDir = path.join(strapi.dirs.app.root, 'data');
  const store = strapi.store({ type: 'core', name: 'blog-seed', key: 'done' });
  const done = ((await store.get()) as Record<string, boolean>) ?? {};
  for (const [part, seed] of Object.entries(PARTS)) {
    if (done[part]) continue;
    const count = await strapi.db.transaction(({ trx }) => seed(strapi, dataDir, trx));
    done[part] = true;
    await store.set({ value: done });
    strapi.log.info(`Seeded ${count} ${part}.`);
  }
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

async function seedArticles(strapi: Core.Strapi, dataDir: string, trx: Knex.Transaction) {
  const articles = readJson<SeedArticle[]>(path.join(dataDir, 'articles', 'articles.json'));
  const author = cmsConfig().site.authorName || undefined;
  for (const article of articles) {
    const imageCdn = `/media/covers/${article.cover.replace(/\.svg$/, '.png')}`;
    const created = await strapi.documents('api::article.article').create({
      // href, section, imageSave and the word count are derived by the write (lib/article-input.ts).
      data: {
        headingSave: article.headingSave,
        imageCdn,
        imageSource: article.imageSource,
        articleSave: encodeBody(article.body),
        authorSave: author ?? article.authorSave,
        dateSave: article.dateSave,
        researchLinksSave: article.researchLinksSave,
        category: article.category,
      },
    });
    // Strapi stamps "now" on every write; demo articles keep their own dates.
    await trx(strapi.db.metadata.get('api::article.article').tableName)
      .where({ id: created.id })
      .update({ created_at: new Date(article.createdAt), updated_at: new Date(article.updatedAt) });
  }
  return articles.length;
}

async function seedQuotes(strapi: Core.Strapi, dataDir: string) {
  const quotes = readJson<{ author: string; en: string }[]>(path.join(dataDir, 'quotes.json'));
  for (const quote of quotes) await strapi.documents('api::quote.quote').create({ data: quote });
  return quotes.length;
}

/** How many sets a real install builds for itself: enough that a reader rarely meets one twice. */
const OWN_CAPTCHA_SETS = 40;

/**
 * The shipped sets are public, answers and all, so only the demo uses them: a
 * real install (NODE_ENV=production, or SEED_DEMO=false) builds sets of its own
 * from the icon pool (issue 14).
 */
const usesShippedCaptchaSets = () => cmsConfig().site.seedDemo && !cmsConfig().production;

function shippedCaptchaSets(dataDir: string): CaptchaSetData[] {
  const dir = path.join(dataDir, 'captcha');
  const sets = readJson<SeedCaptcha[]>(path.join(dir, 'sets.json'));
  // Each file's own tile is dropped: every served picture is drawn on a new one (lib/captcha-render).
  const svg = (file: string) =>
    fs.readFileSync(path.join(dir, file), 'utf8').replace(/^(<svg[^>]*>)<rect width="96" height="96"[^>]*\/>/, '$1');
  return sets.map((set) => ({
    subject: set.subject,
    reference: svg(set.reference),
    images: set.images.map((image) => ({ svg: svg(image.file), correct: image.correct })),
  }));
}

/**
 * Captcha sets whenever there are none (the first start, or the owner deleted
 * them all), in one transaction: without a set no reader can pass the human
 * check. Writers are held back, so replicas starting together fill the table once.
 */
export async function seedCaptchaSets(strapi: Core.Strapi) {
  const uid = 'api::captcha-set.captcha-set';
  const shipped = usesShippedCaptchaSets();
  const count = await strapi.db.transaction(async ({ trx }) => {
    await lockForWrites(strapi, trx, strapi.db.metadata.get(uid).tableName);
    if ((await strapi.documents(uid).count({})) > 0) return 0;
    const sets = shipped ? shippedCaptchaSets(path.join(strapi.dirs.app.root, 'data')) : buildCaptchaSets(OWN_CAPTCHA_SETS);
    for (const set of sets) await strapi.documents(uid).create({ data: set });
    return sets.length;
  });
  if (count > 0) strapi.log.info(`Seeded ${count} captcha sets ${shipped ? 'of the demo' : 'of its own, from the icon pool'}.`);
}

async function seedCounters(strapi: Core.Strapi) {
  const counter = await strapi.documents('api::site-counter.site-counter').findFirst();
  if (!counter) await strapi.documents('api::site-counter.site-counter').create({ data: { count: 1 } });
  const flags = await strapi.documents('api::site-flag.site-flag').findFirst();
  if (!flags) await strapi.documents('api::site-flag.site-flag').create({ data: { block: 'none', monitor: false, contactMail: true } });
  return 2;
}
