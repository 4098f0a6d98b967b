import type { Section } from '@blog/rules/category';

/** An article in a list, as the CMS's reading routes return it (no body). */
export type ArticleSummary = {
  _id?: string;
  // A number for CMS articles; a hyphenated id for articles shipped with the site.
  id?: number | string;
  href: string;
  headingSave: string;
  imageCdn: string;
  imageSource: string;
  imageSave: string[];
  authorSave: string;
  dateSave: string;
  researchLinksSave: string[];
  category: 'Health' | 'Coding';
  section: Section;
  totalWords: number;
  createdAt: string;
  updatedAt: string;
};

/** A whole article: the body is base64 of sanitised HTML. */
export type Article = ArticleSummary & { articleSave: string };

export type ArticlePage = {
  data: ArticleSummary[];
  meta: { pagination: { page: number; pageSize: number; total: number; pageCount: number } };
};

/** Cards link to /blog/{id} when the article has an _id, otherwise to /local plus href. */
export function articlePath(article: Pick<ArticleSummary, '_id' | 'href'>): string {
  return article._id ? `/blog/${article._id}` : `/local${article.href}`;
}

/** Likes and opinions key an article by its _id, or by the id of an article shipped with the site. */
export const articleKey = (article: Pick<ArticleSummary, '_id' | 'id'>) => article._id ?? String(article.id);
