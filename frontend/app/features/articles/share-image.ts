import type { ArticleSummary } from '~/lib/article';
import { articlePath } from '~/lib/article';

// The site's own covers are drawn at 1200x630 by scripts/covers.mjs: the size a share card needs.
const OWN_COVER = /^\/media\/covers\/cover-[\w-]+\.png$/;

/** The address a share card of the article has: beside its page, named by its last change. */
export const shareCardPath = (article: Pick<ArticleSummary, 'id' | 'href' | 'updatedAt'>) =>
  `${articlePath(article)}/share-card.png?v=${Date.parse(article.updatedAt).toString(36)}`;

/**
 * The article's Open Graph picture (1200x630): its cover when the site knows it is that large,
 * otherwise a card drawn on the server. A cover elsewhere is never fetched to measure it (the
 * server does not fetch addresses the owner typed), so it gets the card.
 */
export const shareImagePath = (article: Pick<ArticleSummary, 'id' | 'href' | 'updatedAt' | 'cover'>) =>
  OWN_COVER.test(article.cover) ? article.cover : shareCardPath(article);
