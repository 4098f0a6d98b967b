import { cmsJson } from '~/lib/cms.server';
import { withShippedMatches } from '../shipped-matches';
import {
  type ArticleSearchAnswer,
  type ArticleSearchInput,
  type ArticleSearchResult,
  type ArticleSearchWire,
  SEARCH_RESULTS_LIMIT,
  articleSearchPath,
  parseArticleSearchInput,
  searchAnswerFromWire,
} from './search-articles';

const NO_MATCH: ArticleSearchAnswer = { articles: [], total: 0, capped: false };

/**
 * GET /api/search from a loader (the no-JavaScript /search page), with the matching articles
 * shipped with the site merged in; throws on input the CMS would refuse.
 */
export async function searchArticlesOnServer(
  input: ArticleSearchInput,
  shipped: readonly ArticleSearchResult[] = [],
): Promise<ArticleSearchAnswer> {
  const { q, limit = SEARCH_RESULTS_LIMIT } = parseArticleSearchInput(input);
  const wire = await cmsJson<ArticleSearchWire>(articleSearchPath(q, limit));
  return withShippedMatches(wire ? searchAnswerFromWire(wire) : NO_MATCH, shipped, q, limit);
}
