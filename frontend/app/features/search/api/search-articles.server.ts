import { API } from '@blog/contract/routes';
import { cmsJson } from '~/lib/cms.server';
import { withShippedMatches } from '../shipped-matches';
import {
  type ArticleSearchAnswer,
  type ArticleSearchInput,
  type ArticleSearchResult,
  parseArticleSearchInput,
  searchAnswerFromWire,
} from './search-articles';

const NO_MATCH: ArticleSearchAnswer = { articles: [], total: 0, capped: false };

/**
 * The matching articles shipped with the site are merged in. By default one result: the CMS lists an
 * exact heading first, then the newest containing the text, so its first is the article a submitted search opens.
 */
const OPENED_ARTICLE = 1;

/** GET /api/search from a loader (the no-JavaScript /search page); throws on input the CMS would refuse. */
export async function searchArticlesOnServer(
  input: ArticleSearchInput,
  shipped: readonly ArticleSearchResult[] = [],
): Promise<ArticleSearchAnswer> {
  const { q, limit = OPENED_ARTICLE } = parseArticleSearchInput(input);
  const wire = await cmsJson(API.search.titles, { query: { q, limit } });
  return withShippedMatches(wire ? searchAnswerFromWire(wire) : NO_MATCH, shipped, q, limit);
}
