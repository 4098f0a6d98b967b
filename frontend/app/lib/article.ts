import type { Section } from '@blog/rules/category';

export type ArticleCategory = 'Health' | 'Coding';

/**
 * An article in a list (no body), in the product's words. The spec's wire names
 * (headingSave, imageCdn, ...) stay at the edge: lib/article-wire.ts maps them.
 */
export type ArticleSummary = {
  /** The CMS's id; an article shipped with the site has none (it lives at /local plus its href). */
  id?: string;
  /** What likes and opinions file it under: its id, or a shipped article's own name. */
  key: string;
  /** Its slug path, `/my-article`. */
  href: string;
  title: string;
  /** The cover picture's address. */
  cover: string;
  /** Where the cover comes from (the photo source). */
  credit: string;
  author: string;
  /** The date the owner gave it, as text ("January 5, 2020"): the date readers are shown. */
  displayDate: string;
  /** The research links. */
  sources: string[];
  category: ArticleCategory;
  section: Section;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
  /** The start of its text, for a card; only lists that show cards ask for it. */
  excerpt?: string;
};

/**
 * A whole article: the body is its sanitised HTML; `coverBytes` is the size of the cover's file,
 * when the site holds that file (the CMS's upload, a shipped picture), as the RSS enclosure says it.
 */
export type Article = ArticleSummary & { body: string; coverBytes?: number };

export type Pagination = { page: number; pageSize: number; total: number; pageCount: number };

/** One page of a list of articles, newest first. */
export type ArticlePage = { articles: ArticleSummary[]; pagination: Pagination };

/** Cards link to /blog/{id} when the article has an id, otherwise to /local plus href. */
export function articlePath(article: Pick<ArticleSummary, 'id' | 'href'>): string {
  return article.id ? `/blog/${article.id}` : `/local${article.href}`;
}

/** Newest first, as the CMS lists articles: by the time each was created. */
export const newestFirst = (a: Pick<ArticleSummary, 'createdAt'>, b: Pick<ArticleSummary, 'createdAt'>) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);
