import { type ArticleSummary, newestFirst } from '~/lib/article';
import { mergeSorted } from '~/lib/merge-sorted';

type Found = Pick<ArticleSummary, 'title' | 'createdAt'>;
type Answer<T extends Found> = { articles: T[]; total: number; capped: boolean };

/**
 * A search's answer with the articles shipped with the site whose title contains the text
 * merged in, in the CMS's own order (exact titles first, then newest first), at most `limit`
 * of them shown and every match counted. The CMS knows only its own articles.
 */
export function withShippedMatches<T extends Found>(answer: Answer<T>, shipped: readonly T[], text: string, limit: number): Answer<T> {
  const wanted = text.trim().toLowerCase();
  const matches = shipped.filter((article) => article.title.toLowerCase().includes(wanted));
  if (matches.length === 0) return answer;
  const inexact = (article: T) => Number(article.title.toLowerCase() !== wanted);
  const order = (a: T, b: T) => inexact(a) - inexact(b) || newestFirst(a, b);
  return {
    articles: mergeSorted(answer.articles, matches.sort(order), order).slice(0, limit),
    total: answer.total + matches.length,
    capped: answer.capped,
  };
}
