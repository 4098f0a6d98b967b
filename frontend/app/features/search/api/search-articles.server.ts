import { cmsJson } from '~/lib/cms.server';
import {
  type ArticleSearchAnswer,
  type ArticleSearchInput,
  type ArticleSearchWire,
  articleSearchPath,
  parseArticleSearchInput,
  searchAnswerFromWire,
} from './search-articles';

const NO_MATCH: ArticleSearchAnswer = { articles: [], total: 0, capped: false };

/**
 * By default one result: the CMS lists an exact heading first, then the newest
 * containing the text, so its first is the article a submitted search opens.
 */
const OPENED_ARTICLE = 1;

/** GET /api/search from a loader (the no-JavaScript /search page); throws on input the CMS would refuse. */
export async function searchArticlesOnServer(input: ArticleSearchInput): Promise<ArticleSearchAnswer> {
  const { q, limit = OPENED_ARTICLE } = parseArticleSearchInput(input);
  const wire = await cmsJson<ArticleSearchWire>(articleSearchPath(q, limit));
  return wire ? searchAnswerFromWire(wire) : NO_MATCH;
}
