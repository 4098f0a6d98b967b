import { API } from '@blog/contract/routes';
import { articleTag } from '@blog/rules/content-tags';
import type { ArticleSummary } from '~/lib/article';
import { summaryFromWire } from '~/lib/article-wire';
import { cmsJson } from '~/lib/cms.server';
import { noteReads, readsWithin } from '~/lib/page-reads.server';
import { listReads, relatedReads } from './article-reads';
import { listArticles } from './list-articles.server';

/** The spec's Next Articles: up to 4. */
export const NEXT_ARTICLES = 4;

/** GET /api/article-related?id=: the CMS's articles most related to this one (ADR 44); none for an article it does not know. */
async function relatedArticles(id: string): Promise<ArticleSummary[]> {
  const wire = await cmsJson(API.articles.related, { query: { id } }, relatedReads);
  return (wire?.data ?? []).map(summaryFromWire);
}

/** How many of the newest the filling may need: the article itself is in neither list (its heading holds its own), a related one may be in both. */
const FILLING = NEXT_ARTICLES * 2;

/**
 * The newest articles that keep the rule of headings, up to FILLING. Every article page reads the
 * same newest list (one more than the filling, for the article itself), so a new version asks the
 * CMS once for all of them; only an article whose heading many of the newest contain asks for its
 * own filtered list (issue 21: a filtered count per article page, 2 ms each at 10,000 articles).
 */
async function newestKeepingRule(title: string, shipped: readonly ArticleSummary[]): Promise<ArticleSummary[]> {
  const excluded = title.toLowerCase();
  // Its reads are noted below: the page depends on the articles it keeps, not on those it leaves out.
  const { result: newest } = await readsWithin(() => listArticles({ pageSize: FILLING + 1, shipped }));
  const kept = newest.articles.filter((found) => !found.title.toLowerCase().includes(excluded));
  if (kept.length < FILLING && newest.pagination.total > newest.articles.length) {
    return (await listArticles({ pageSize: FILLING, excludeHeading: title, shipped })).articles;
  }
  const filling = kept.slice(0, FILLING);
  noteReads(listReads({ excludeHeading: title })(null));
  noteReads(filling.flatMap((found) => (found.id ? [articleTag(found.id)] : [])));
  return filling;
}

/**
 * An article's Next Articles (reader spec: up to 4 others whose heading does not contain its
 * heading): the most related first, computed by the CMS, then the newest that keep the rule,
 * shipped ones among them, until there are 4. Cached with the page by the page cache.
 */
export async function nextArticles(
  article: Pick<ArticleSummary, 'id' | 'title'>,
  shipped: readonly ArticleSummary[],
): Promise<ArticleSummary[]> {
  const [related, newest] = await Promise.all([article.id ? relatedArticles(article.id) : [], newestKeepingRule(article.title, shipped)]);
  const listed = new Set(related.map((found) => found.key));
  return [...related, ...newest.filter((found) => !listed.has(found.key))].slice(0, NEXT_ARTICLES);
}
