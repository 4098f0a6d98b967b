import type { Section } from '@blog/rules/category';
import {
  FULL_TEXT_PAGE_SIZE,
  FULL_TEXT_QUERY_MAX,
  FULL_TEXT_TERMS_MAX,
  type FullTextQuery,
  holdsQuery,
  markedSnippet,
  markedWords,
  wordsOf,
} from '@blog/rules/full-text';
import { plainText } from '@blog/rules/text';
import type { Article } from '~/lib/article';

/** One article found by its words, in the product's words. */
export type FullTextResult = {
  id?: string;
  href: string;
  title: string;
  section: Section;
  displayDate: string;
  createdAt: string;
  /** Safe HTML from the CMS: the text escaped, the matched words in <mark> (read by snippetParts, never set as HTML). */
  snippet: string;
  /** Every asked word is in the title: listed before the others. */
  inTitle: boolean;
};

/** What is wrong with a query, as the page says it, or null. */
export function queryProblem(text: string): string | null {
  return text.length > FULL_TEXT_QUERY_MAX ? `Search for at most ${FULL_TEXT_QUERY_MAX} characters.` : null;
}

/**
 * A query the CMS takes (at most FULL_TEXT_TERMS_MAX words and phrases: its phrases first,
 * then its words) and its text; `cut` when some were left out. A pasted sentence is searched
 * by its start rather than refused.
 */
export function searchableQuery(query: FullTextQuery): { query: FullTextQuery; text: string; cut: boolean } {
  const phrases = query.phrases.slice(0, FULL_TEXT_TERMS_MAX);
  const words = query.words.slice(0, FULL_TEXT_TERMS_MAX - phrases.length);
  const text = [...phrases.map((phrase) => `"${phrase.join(' ')}"`), ...words].join(' ');
  return { query: { ...query, words, phrases }, text, cut: words.length + phrases.length < query.words.length + query.phrases.length };
}

/**
 * The articles shipped with the site that match, as results (the CMS knows only its own):
 * title matches first, then the others, each group newest first.
 */
export function shippedFullTextMatches(query: FullTextQuery, shipped: readonly Article[]): FullTextResult[] {
  const marked = markedWords(query);
  const found = shipped.flatMap((article) => {
    const text = plainText(article.body);
    const inTitle = holdsQuery(wordsOf(article.title), query);
    if (!inTitle && !holdsQuery(wordsOf(`${article.title} ${text} ${article.credit} ${article.sources.join(' ')}`), query)) return [];
    const { id, href, title, section, displayDate, createdAt } = article;
    return [{ id, href, title, section, displayDate, createdAt, snippet: markedSnippet(text, marked), inTitle }];
  });
  return found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Which of the CMS's ranked results a page of the whole list holds. The whole list is the
 * shipped title matches, then the CMS's results (title matches first already), then the
 * shipped articles that match elsewhere: so title matches still come first.
 */
export function cmsRangeOf(page: number, shippedInTitle: number): { start: number; end: number } {
  const start = (page - 1) * FULL_TEXT_PAGE_SIZE;
  return { start: Math.max(0, start - shippedInTitle), end: Math.max(0, start + FULL_TEXT_PAGE_SIZE - shippedInTitle) };
}

/** The page `page` of the whole list, from the shipped matches and the CMS's results from `cmsStart` on. */
export function pageOfResults(
  page: number,
  shipped: readonly FullTextResult[],
  cms: { results: readonly FullTextResult[]; start: number; total: number },
): FullTextResult[] {
  const inTitle = shipped.filter((result) => result.inTitle);
  const elsewhere = shipped.filter((result) => !result.inTitle);
  const first = (page - 1) * FULL_TEXT_PAGE_SIZE;
  const shown: FullTextResult[] = [];
  for (let at = first; at < first + FULL_TEXT_PAGE_SIZE; at += 1) {
    const fromCms = at - inTitle.length;
    const result =
      at < inTitle.length ? inTitle[at] : fromCms < cms.total ? cms.results[fromCms - cms.start] : elsewhere[fromCms - cms.total];
    if (result) shown.push(result);
  }
  return shown;
}

/** A snippet's parts, to render as text and <mark> elements: anything but <mark> in it stays text. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const mark = /^<mark>([^<]*)<\/mark>$/.exec(part);
      return mark ? { text: decode(mark[1]), marked: true } : { text: decode(part), marked: false };
    });
}
