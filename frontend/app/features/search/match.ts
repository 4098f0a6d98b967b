import { looksLikeTagPair } from '@blog/rules/tag-pair';
import type { SitePage } from '~/lib/site-pages';

/**
 * Marks a submit of the search box's own form before JavaScript (`/search?q=...&go=1`): the
 * spec's submit rules apply (a page alias, then the best article). /search without it lists
 * the full-text results (ADR 44).
 */
export const BOX_SUBMIT_PARAM = 'go';

/** The CMS refuses longer texts (GET /api/search answers 400). */
export const SEARCH_TEXT_MAX = 100;

/**
 * What the reader typed, as the search rules use it: trimmed and lowercased;
 * null when there is nothing to search for (empty, HTML, or too long for the CMS).
 */
export function searchText(input: string | null | undefined): string | null {
  const text = (input ?? '').trim().toLowerCase();
  if (!text || text.length > SEARCH_TEXT_MAX || looksLikeTagPair(text)) return null;
  return text;
}

/** Lowercased, trimmed, with every run of spaces as one: how titles and texts are compared. */
const normalised = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** A URL path as typed: no scheme and host, no leading or trailing slashes, no query. */
function typedPath(text: string): string {
  return text
    .replace(/^[a-z]+:\/\/[^/]*/, '')
    .split(/[?#]/)[0]
    .replace(/^\/+|\/+$/g, '');
}

/**
 * The page a search text names, or null (reader spec section 5: exact,
 * contained, or matching url with or without leading characters). In that
 * order, each over the whole list before the next: a title, abbreviation or
 * url equal to the text; then the first title that contains the text, as the
 * spec's rule does, so a fragment opens a page ('priv' -> Privacy Policy,
 * 'art' -> All Articles) before any article; then a url that ends with the
 * text ('page/coding', 'blog/page/coding' and '/blog/page/coding' all name
 * /blog/page/coding).
 */
export function findPageAlias<T extends SitePage>(text: string, pages: readonly T[]): T | null {
  const wanted = normalised(text);
  if (!wanted) return null;
  const exact = pages.find(
    (page) => normalised(page.title) === wanted || page.abbreviation.toLowerCase() === wanted || page.url.toLowerCase() === wanted,
  );
  if (exact) return exact;
  const contained = pages.find((page) => normalised(page.title).includes(wanted));
  if (contained) return contained;
  const path = typedPath(wanted);
  if (!path) return null;
  return (
    pages.find((page) => {
      const url = page.url.toLowerCase().replace(/^\/+/, '');
      return url === path || url.endsWith(`/${path}`);
    }) ?? null
  );
}

/** The article a submitted search opens: an exact heading first, else the first that contains the text. */
export function pickArticle<T extends { title: string }>(text: string, results: readonly T[]): T | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const heading = (result: T) => result.title.toLowerCase();
  return results.find((r) => heading(r) === wanted) ?? results.find((r) => heading(r).includes(wanted)) ?? null;
}
