import type { Section } from './category';

/**
 * What a cached reader page read, named so the CMS can say which of it a write changed
 * (ADR 47). The CMS stamps a new token on each tag a write touches, in the write's
 * transaction; the web server serves a cached page only while every tag it read still
 * has the token it was rendered at.
 */

/** Every page: moved when the CMS starts (a restore) or the owner drops every cached page. */
export const SITE_TAG = 'site';
/** The block switch, which every page reads. */
export const FLAGS_TAG = 'flags';
/** The quotes the landing page draws from. */
export const QUOTE_TAG = 'quote';
/**
 * Which articles exist, in which order, at which addresses and under which titles (an all-articles
 * list, Next Articles' heading filter, an address that finds no article): moved by a publish, a
 * delete, and an edit of a title, a section or the order's date.
 */
export const ARTICLES_TAG = 'articles';
/**
 * Any write of reader content: what a page read without saying what (the fallback of an untagged
 * read). Never stamped as a row: its token is the content version itself.
 */
export const CONTENT_TAG = 'content';

/** One article's own fields (its page, and its card or entry wherever it is listed). */
export const articleTag = (documentId: string) => `article:${documentId}`;

/** Which articles one section lists, in which order. */
export const sectionTag = (section: Section) => `articles:${section}`;
