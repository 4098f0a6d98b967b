import type { Section } from '@blog/rules/category';
import type { ArticleCategory, ArticlePage, ArticleSummary, Pagination } from './article';

/**
 * An article in a list as the CMS's reading routes send it, with the spec's names
 * (docs/spec/reader-side.md, Data). Only the fetchers read this shape.
 */
export type ArticleSummaryWire = {
  _id?: string;
  // A number for CMS articles; a hyphenated name for articles shipped with the site.
  id?: number | string;
  href: string;
  headingSave: string;
  imageCdn: string;
  imageSource: string;
  imageSave: string[];
  authorSave: string;
  dateSave: string;
  researchLinksSave: string[];
  category: ArticleCategory;
  section: Section;
  totalWords: number;
  createdAt: string;
  updatedAt: string;
  /** Only in lists asked for it (`excerpt=true`): the start of the body's text. */
  excerpt?: string;
};

/**
 * A whole article on the wire: articleSave is base64 of its sanitised HTML; imageCdnBytes the byte
 * size of the cover's file when it is one of the site's uploads, else null (the reader's reads only).
 */
export type ArticleWire = ArticleSummaryWire & { articleSave: string; imageCdnBytes?: number | null };

export type ArticlePageWire = { data: ArticleSummaryWire[]; meta: { pagination: Pagination } };

/** The fields an article and a draft share, in the product's words. */
export function fieldsFromWire(wire: Omit<ArticleSummaryWire, '_id' | 'id' | 'section'>) {
  return {
    href: wire.href,
    title: wire.headingSave,
    cover: wire.imageCdn,
    credit: wire.imageSource,
    author: wire.authorSave,
    displayDate: wire.dateSave,
    sources: wire.researchLinksSave,
    category: wire.category,
    wordCount: wire.totalWords,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
  };
}

export const summaryFromWire = (wire: ArticleSummaryWire): ArticleSummary => ({
  ...fieldsFromWire(wire),
  id: wire._id,
  key: wire._id ?? String(wire.id),
  section: wire.section,
  ...(wire.excerpt === undefined ? {} : { excerpt: wire.excerpt }),
});

export const pageFromWire = (wire: ArticlePageWire): ArticlePage => ({
  articles: wire.data.map(summaryFromWire),
  pagination: wire.meta.pagination,
});
