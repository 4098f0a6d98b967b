import { describe, shareDescription } from '@blog/rules/text';
import { formatDate, formatTime } from '~/lib/dates';
import { absoluteUrl } from '~/lib/urls.server';
import { type Article, type ArticleSummary, articlePath } from '~/lib/article';
import { presentBlocks } from '~/lib/reader-blocks';
import { contentMemo } from '~/lib/content-memo.server';
import { versionMemo } from '~/lib/version-memo.server';
import { getArticleByPath } from './api/get-article.server';
import { nextArticles } from './api/next-articles.server';
import { withHeadingAnchors } from './heading-anchors';
import { highlightCodeBlocks } from './highlight.server';
import { publishedOn } from './published';
import { shareImagePath } from './share-image';

/**
 * A body as readers get it (heading anchors, highlighted code, reader blocks) and its contents:
 * a function of the body alone, cached by the body across content versions (a publish renders
 * every article page again, their bodies unchanged; highlighting was 7 % of the web server's
 * time under the mixed load, scripts/hardening/mixed-load.mjs, issue 21).
 */
const CACHED_BODY_CHARACTERS = 16 * 1024 * 1024;
const readerBody = contentMemo(
  async (body: string) => {
    const anchored = withHeadingAnchors(body);
    return { html: presentBlocks(await highlightCodeBlocks(anchored.html)), contents: anchored.contents };
  },
  CACHED_BODY_CHARACTERS,
  (result) => result.html.length,
);

/** Everything an article page renders, from the article and the articles shipped with the site. */
export async function articlePageData(article: Article, shipped: readonly ArticleSummary[]) {
  const [{ html, contents }, next] = await Promise.all([readerBody(article.body), nextArticles(article, shipped)]);
  const { body: _body, ...summary } = article;
  return {
    article: summary,
    html,
    contents,
    // The head's description keeps the spec's 33 characters; link previews and JSON-LD get up to 160.
    description: describe(article.body),
    shareDescription: shareDescription(article.body),
    // Its one address (ADR 27), whichever path it was read at: canonical, Open Graph, JSON-LD, share links.
    canonical: absoluteUrl(articlePath(article)),
    // 1200x630 for link previews: the cover when the site knows it is that large, else a drawn card.
    image: absoluteUrl(shareImagePath(article)),
    published: publishedOn(article),
    updated: { date: formatDate(article.updatedAt), time: formatTime(article.updatedAt) },
    next,
  };
}

// The articles, processed, cached per content version: a reader's page is rendered with no CMS call
// for its article (issue 21). Made-up paths are not cached (versionMemo).
const CACHED_ARTICLES = 200;

/** The page of the CMS article at this path (/blog/{id}), or null: worked out once per content version. */
export const articlePageAt = versionMemo(async (path: string, shipped: readonly ArticleSummary[]) => {
  const article = await getArticleByPath(path);
  return article && articlePageData(article, shipped);
}, CACHED_ARTICLES);

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
