import type { Core } from '@strapi/strapi';
import { ensureArticleSearch } from '../lib/article-search';
import { ensureFullTextIndex } from '../lib/full-text-index';
import { ensureReactionCounts } from '../lib/reaction-counts';

/**
 * Indexes for every lookup a page makes. Strapi's schema has no index
 * declaration, so they are created here, idempotently, on both SQLite and
 * PostgreSQL (`IF NOT EXISTS` works on both).
 */
const INDEXES = [
  'CREATE INDEX IF NOT EXISTS articles_created_at_idx ON articles (created_at, id)',
  'CREATE INDEX IF NOT EXISTS articles_section_created_at_idx ON articles (section, created_at, id)',
  // One article per href, even when two saves of one title race (the schema's `unique` is only a query).
  'CREATE UNIQUE INDEX IF NOT EXISTS articles_href_idx ON articles (href)',
  // An article's history, newest first (ADR 34).
  'CREATE INDEX IF NOT EXISTS article_versions_article_idx ON article_versions (article, id)',
  // One working copy per piece of work: the first save of two browsers at once is decided here (ADR 39).
  'CREATE UNIQUE INDEX IF NOT EXISTS working_copies_work_idx ON working_copies (work)',
  // A preview link is found by its token's hash, a draft's links by the draft (ADR 40).
  'CREATE UNIQUE INDEX IF NOT EXISTS preview_links_token_hash_idx ON preview_links (token_hash)',
  'CREATE INDEX IF NOT EXISTS preview_links_draft_idx ON preview_links (draft, expires_at)',
  'CREATE INDEX IF NOT EXISTS drafts_created_at_idx ON drafts (created_at)',
  'CREATE INDEX IF NOT EXISTS opinions_reference_idx ON opinions (reference)',
  'CREATE INDEX IF NOT EXISTS reactions_article_idx ON reactions (article_id, kind)',
  // One subscription per address; unsubscribe finds its row by the link's token.
  'CREATE UNIQUE INDEX IF NOT EXISTS subscribers_email_idx ON subscribers (email)',
  'CREATE UNIQUE INDEX IF NOT EXISTS subscribers_token_idx ON subscribers (token)',
  // One row per day, enforced by the database: concurrent first views of a day cannot split it.
  'CREATE UNIQUE INDEX IF NOT EXISTS daily_views_day_idx ON daily_views (day)',
  // One like (or unlike) per address per article, even under concurrent clicks.
  'CREATE UNIQUE INDEX IF NOT EXISTS reactions_once_idx ON reactions (kind, article_id, email)',
  // Human checks are looked up by challenge id and by token hash (NULLs do not collide), and swept by age.
  'CREATE UNIQUE INDEX IF NOT EXISTS human_checks_challenge_idx ON human_checks (challenge)',
  'CREATE UNIQUE INDEX IF NOT EXISTS human_checks_token_idx ON human_checks (token_hash)',
  'CREATE INDEX IF NOT EXISTS human_checks_created_at_idx ON human_checks (created_at)',
  // Sign-in: attempts and sessions are found by their random ids, and swept by age.
  'CREATE UNIQUE INDEX IF NOT EXISTS sign_in_attempts_attempt_idx ON sign_in_attempts (attempt)',
  'CREATE INDEX IF NOT EXISTS sign_in_attempts_created_at_idx ON sign_in_attempts (created_at)',
  // An address keeps its open question until it signs in: asking again finds it by address.
  'CREATE INDEX IF NOT EXISTS sign_in_attempts_address_idx ON sign_in_attempts (address, used)',
  'CREATE UNIQUE INDEX IF NOT EXISTS owner_sessions_session_id_idx ON owner_sessions (session_id)',
  'CREATE INDEX IF NOT EXISTS owner_sessions_expires_at_idx ON owner_sessions (expires_at)',
  // One failure row per key: the upsert that counts a failure relies on it (ON CONFLICT).
  'CREATE UNIQUE INDEX IF NOT EXISTS sign_in_failures_key_idx ON sign_in_failures ("key")',
  'CREATE INDEX IF NOT EXISTS sign_in_failures_last_failure_at_idx ON sign_in_failures (last_failure_at)',
  'CREATE INDEX IF NOT EXISTS visitors_created_at_idx ON visitors (created_at)',
];

export async function ensureIndexes(strapi: Core.Strapi) {
  for (const statement of INDEXES) await strapi.db.connection.raw(statement);
  await ensureArticleSearch(strapi);
  await ensureFullTextIndex(strapi);
  await ensureReactionCounts(strapi);
}
