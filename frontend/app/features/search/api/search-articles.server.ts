import { cmsJson } from '~/lib/cms.server';
import { type ArticleSearchAnswer, type ArticleSearchInput, articleSearchPath, parseArticleSearchInput } from './search-articles';

const NO_MATCH: ArticleSearchAnswer = { data: [], meta: { total: 0, capped: false } };

/** GET /api/search from a loader (the no-JavaScript /search page); throws on input the CMS would refuse. */
export async function searchArticlesOnServer(input: ArticleSearchInput): Promise<ArticleSearchAnswer> {
  const { q, limit } = parseArticleSearchInput(input);
  return (await cmsJson<ArticleSearchAnswer>(articleSearchPath(q, limit))) ?? NO_MATCH;
}
