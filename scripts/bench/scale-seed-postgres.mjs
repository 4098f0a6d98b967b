// The scale seed of scripts/bench/scale-seed.mjs for a PostgreSQL schema: `articles`
// articles (the demo ones first, then generated ones in both sections, with the same bodies
// as SQLite's, so full-text search and related reading meet the same words) and `reactions`
// reaction rows spread over them, in one transaction, so the database's triggers keep their
// counts as they do for Strapi's writes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';
import { TOPICS, bodyText } from './scale-seed.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const { Client } = require('pg');

// Rows sent per INSERT: the bodies go as arrays, a few megabytes a statement.
const BATCH = 2000;

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
    // Loaded in bulk as a restore would be: without the per-row word-count triggers, which the next
    // CMS to start puts back and fills from the rows in one statement, and with GIN's pending list
    // on, which that start merges and turns off again (cms/src/lib/full-text-index.ts).
    await client.query('DROP TRIGGER IF EXISTS articles_words_insert_delete ON articles');
    await client.query('DROP TRIGGER IF EXISTS articles_words_update ON articles');
    await client.query('ALTER INDEX articles_search_vector_idx SET (fastupdate = on)');
    const have = Number((await client.query('SELECT COUNT(*) AS n FROM articles')).rows[0].n);
    for (let from = have; from < articles; from += BATCH) {
      const numbers = Array.from({ length: Math.min(BATCH, articles - from) }, (_, k) => from + k);
      const texts = numbers.map((n) => bodyText(n, TOPICS[n % TOPICS.length][2].toLowerCase()));
      // n % 6 picks the topic, as the SQLite seed does: three coding words, three health words.
      await client.query(
        `INSERT INTO articles (document_id, href, heading_save, image_cdn, image_source, image_save, article_save, author_save, date_save,
           research_links_save, category, total_words, section, created_at, updated_at, published_at, locale, body_text)
         SELECT substr(md5(random()::text || n::text), 1, 24),
                '/scale-' || lower(word) || '-note-' || n, word || ' note number ' || n, cover, 'Generated',
                jsonb_build_array(cover, 'Generated'), encode(convert_to('<p>' || text || '</p>', 'UTF8'), 'base64'), 'Rowan Ellis',
                'January 1, 2024', '[]'::jsonb, CASE WHEN n % 6 < 3 THEN 'Coding' ELSE 'Health' END,
                array_length(regexp_split_to_array(text, ' '), 1), CASE WHEN n % 6 < 3 THEN 'coding' ELSE 'health' END, at, at, at, NULL, text
         FROM (SELECT n, text, (ARRAY['JavaScript', 'TypeScript', 'Web', 'Sleep', 'Walking', 'Breathing'])[n % 6 + 1] AS word,
                      '/media/covers/cover-' || lpad(((n % 18) + 1)::text, 2, '0') || '.png' AS cover,
                      timestamptz '2020-01-01' + n * interval '1 minute' AS at
               FROM unnest($1::int[], $2::text[]) AS given(n, text)) AS generated`,
        [numbers, texts],
      );
    }
    await client.query('DELETE FROM reactions');
    await client.query(
      `INSERT INTO reactions (document_id, kind, email, article_id, created_at, updated_at, published_at, locale)
       SELECT substr(md5(random()::text || n::text), 1, 24), CASE WHEN n % 5 = 0 THEN 'unlike' ELSE 'like' END,
              'reader' || n || '@example.com', ids[n % cardinality(ids) + 1], now(), now(), now(), NULL
       FROM generate_series(0, $1::int - 1) AS n, (SELECT array_agg(document_id) AS ids FROM articles) AS all_articles`,
      [reactions],
    );
    await client.query('COMMIT');
    // Vacuumed as well: autovacuum would otherwise take a million new rows in hand during the measuring.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
