import { isSection } from '@blog/rules/category';
import type { Route } from './+types/feed';
import { getArticleByPath } from '~/features/articles/api/get-article.server';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { CATEGORIES } from '~/features/articles/categories';
import { FEED_CONTENT_TYPES } from '~/features/feeds/feed-documents';
import { feedFormatOf } from '~/features/feeds/feed-paths';
import { FEED_LENGTH, feedOf } from '~/features/feeds/feed.server';
import { findLocalArticle, localSummaries } from '~/features/local-articles/local-articles.server';
import { type Article, type ArticleSummary, articlePath } from '~/lib/article';
import { revalidatedResponse } from '~/lib/revalidated-response.server';

/** The whole article: a shipped one from the site, the CMS's by its address (its body sanitised again there). */
const wholeArticle = (summary: ArticleSummary): Promise<Article | null> | Article | null =>
  summary.id ? getArticleByPath(articlePath(summary)) : (findLocalArticle(summary.key) ?? null);

/**
 * The feeds: /rss.xml, /atom.xml and /feed.json for the whole blog, and the same three under
 * /blog/page/{coding|health}/ for a section. ETag and 304 as every page (cached per content version).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const format = feedFormatOf(new URL(request.url).pathname);
  const category = 'category' in params ? params.category : undefined;
  if (!format || (category !== undefined && !isSection(category))) {
    return new Response('WebPage not found!', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { articles } = await listArticles({ pageSize: FEED_LENGTH, section: category, shipped: localSummaries() });
  // An article deleted between the two calls is left out.
  const whole = (await Promise.all(articles.map(wholeArticle))).filter((article): article is Article => article !== null);
  const scope = category && { section: category, title: CATEGORIES[category].title, intro: CATEGORIES[category].intro };
  return revalidatedResponse(request, feedOf(format, scope, whole), FEED_CONTENT_TYPES[format]);
}
