import type { Section } from '@blog/rules/category';
import { ARTICLES_TAG, CONTENT_TAG, articleTag, sectionTag } from '@blog/rules/content-tags';
import type { ArticlePageWire, ArticleSummaryWire } from '~/lib/article-wire';

/** One article's own tag; a CMS article always has its document id (anything else: every write). */
const tagOf = (wire: ArticleSummaryWire) => (wire._id ? articleTag(wire._id) : CONTENT_TAG);

/**
 * What an article read by its path depends on: the article; or, when no article has the
 * path, which articles exist at which addresses (a publish or a new title may give it one).
 */
export const articleReads = (wire: ArticleSummaryWire | null): string[] => (wire ? [tagOf(wire)] : [ARTICLES_TAG]);

/**
 * What a page of a list depends on: which articles the list holds, in which order (a section's,
 * or all of them; a heading filter reads every title), and each listed article's card.
 */
export const listReads =
  ({ section, excludeHeading }: { section?: Section; excludeHeading?: string }) =>
  (wire: ArticlePageWire | null): string[] => [
    section ? sectionTag(section) : ARTICLES_TAG,
    ...(excludeHeading && section ? [ARTICLES_TAG] : []),
    ...(wire?.data ?? []).map(tagOf),
  ];

/**
 * What an article's related reading depends on: which articles exist under which titles (a
 * publish, a delete or a new title may change the pick) and each one named. An edit of another
 * article's body may shift how related it is without re-rendering this page; the next publish or
 * title change does (the issue asks that the pages whose Next Articles name an article follow it).
 */
export const relatedReads = (wire: { data: ArticleSummaryWire[] } | null): string[] => [ARTICLES_TAG, ...(wire?.data ?? []).map(tagOf)];
