import { describe } from '@blog/rules/text';
import { formatDate, formatTime } from '~/lib/dates';
import { absoluteUrl } from '~/lib/urls.server';
import { type Article, type ArticleSummary, articlePath } from '~/lib/article';
import { presentBlocks } from '~/lib/reader-blocks';
import { versionMemo } from '~/lib/version-memo.server';
import { getArticleByPath } from './api/get-article.server';
import { nextArticles } from './api/next-articles.server';
import { withHeadingAnchors } from './heading-anchors';
import { highlightCodeBlocks } from './highlight.server';
import { publishedOn } from './published';
import { shareImagePath } from './share-image';

/** Everything an article page renders, from the article and the articles shipped with the site. */
export async function articlePageData(article: Article, shipped: readonly ArticleSummary[]) {
  const anchored = withHeadingAnchors(article.body);
  const [html, next] = await Promise.all([highlightCodeBlocks(anchored.html).then(presentBlocks), nextArticles(article, shipped)]);
  const { body: _body, ...summary } = article;
  return {
    article: summary,
    html,
    contents: anchored.contents,
    description: describe(article.body),
    // Its one address (ADR 27), whichever path it was read at: canonical, Open Graph, JSON-LD, share links.
    canonical: absoluteUrl(articlePath(article)),
    // 1200x630 for link previews: the cover when the site knows it is that large, else a drawn card.
    image: absoluteUrl(shareImagePath(article)),
    published: publishedOn(article),
    updated: { date: formatDate(article.updatedAt), time: formatTime(article.updatedAt) },
    next,
  };
}

// The articles kept processed per content version: a reader's page is rendered with no CMS call
// for its article (issue 21). Made-up paths are not kept (versionMemo).
const KEPT_ARTICLES = 200;

/** The page of the CMS article at this path (/blog/{id}), or null: worked out once per content version. */
export const articlePageAt = versionMemo(async (path: string, shipped: readonly ArticleSummary[]) => {
  const article = await getArticleByPath(path);
  return article && articlePageData(article, shipped);
}, KEPT_ARTICLES);

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
