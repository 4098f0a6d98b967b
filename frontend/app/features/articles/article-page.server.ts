import { describe } from '@blog/rules/text';
import { formatDate, formatTime } from '~/lib/dates';
import { absoluteUrl } from '~/lib/urls.server';
import { type Article, type ArticleSummary, articlePath } from '~/lib/article';
import { listArticles } from './api/list-articles.server';
import { highlightCodeBlocks } from './highlight.server';
import { publishedOn } from './published';

const NEXT_ARTICLES = 4;

/** Everything an article page renders, from the article and the articles shipped with the site. */
export async function articlePageData(article: Article, shipped: readonly ArticleSummary[]) {
  // Next Articles: those whose heading does not contain this one's.
  const [html, next] = await Promise.all([
    highlightCodeBlocks(article.body),
    listArticles({ pageSize: NEXT_ARTICLES, excludeHeading: article.title, shipped }),
  ]);
  const { body: _body, ...summary } = article;
  return {
    article: summary,
    html,
    description: describe(article.body),
    // Its one address (ADR 27), whichever path it was read at: canonical, Open Graph, JSON-LD, share links.
    canonical: absoluteUrl(articlePath(article)),
    image: absoluteUrl(article.cover),
    published: publishedOn(article),
    updated: { date: formatDate(article.updatedAt), time: formatTime(article.updatedAt) },
    next: next.articles,
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
