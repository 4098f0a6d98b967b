// The scale seed of scripts/bench/scale-seed.mjs for a PostgreSQL schema: `articles`
// articles (the demo ones first, then generated ones in both sections) and `reactions`
// reaction rows spread over them, written by the database itself (generate_series) in one
// transaction, so the like-count triggers keep their counts as they do for Strapi's writes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const { Client } = require('pg');

const BODY = Buffer.from(
  '<p>A generated article for the scale benchmark. It has a few sentences of text, so that lists and pages carry realistic rows.</p>'.repeat(
    8,
  ),
).toString('base64');

/**
 * @param {string} adminUrl a role that may write the schema
 * @param {string} schema
 * @param {{ articles: number, reactions: number }} size
 */
export async function seedScalePostgres(adminUrl, schema, { articles, reactions }) {
  const client = new Client({ connectionString: adminUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query('BEGIN');
    const have = Number((await client.query('SELECT COUNT(*) AS n FROM articles')).rows[0].n);
    // n % 6 picks the topic, as the SQLite seed does: three coding words, three health words.
    await client.query(
      `INSERT INTO articles (document_id, href, heading_save, image_cdn, image_source, image_save, article_save, author_save, date_save,
         research_links_save, category, total_words, section, created_at, updated_at, published_at, locale)
       SELECT substr(md5(random()::text || n::text), 1, 24),
              '/scale-' || lower(word) || '-note-' || n, word || ' note number ' || n, cover, 'Generated',
              jsonb_build_array(cover, 'Generated'), $1, 'Rowan Ellis', 'January 1, 2024', '[]'::jsonb,
              CASE WHEN n % 6 < 3 THEN 'Coding' ELSE 'Health' END, 120,
              CASE WHEN n % 6 < 3 THEN 'coding' ELSE 'health' END, at, at, at, NULL
       FROM (SELECT n, (ARRAY['JavaScript', 'TypeScript', 'Web', 'Sleep', 'Walking', 'Breathing'])[n % 6 + 1] AS word,
                    '/media/covers/cover-' || lpad(((n % 18) + 1)::text, 2, '0') || '.png' AS cover,
                    timestamptz '2020-01-01' + n * interval '1 minute' AS at
             FROM generate_series($2::int, $3::int - 1) AS n) AS generated`,
      [BODY, have, articles],
    );
    await client.query('DELETE FROM reactions');
    await client.query(
      `INSERT INTO reactions (document_id, kind, email, article_id, created_at, updated_at, published_at, locale)
       SELECT substr(md5(random()::text || n::text), 1, 24), CASE WHEN n % 5 = 0 THEN 'unlike' ELSE 'like' END,
              'reader' || n || '@example.com', ids[n % cardinality(ids) + 1], now(), now(), now(), NULL
       FROM generate_series(0, $1::int - 1) AS n, (SELECT array_agg(document_id) AS ids FROM articles) AS all_articles`,
      [reactions],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
