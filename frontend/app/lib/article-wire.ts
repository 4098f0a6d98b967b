import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';
import type { articleSummaryWire, draftWire, previewedDraftWire } from '@blog/contract/answers/article';
import type * as z from 'zod/mini';
import type { ArticlePage, ArticleSummary } from './article';

/**
 * An article in a list as the CMS's reading routes send it, with the spec's names
 * (docs/spec/reader-side.md, Data), as the contract parses it. Only the fetchers read this shape.
 */
export type ArticleSummaryWire = z.output<typeof articleSummaryWire>;

/** A draft as a preview link opens it: a whole article, whose author may be missing. */
export type PreviewedDraftWire = z.output<typeof previewedDraftWire>;

/** A draft as the owner's list sends it: an article's fields, its body as base64 HTML, its schedule. */
export type DraftWire = z.output<typeof draftWire>;

export type ArticlePageWire = AnswerOf<typeof API.articles.list>;

/** The fields an article and a draft share, in the product's words (a draft stored without an author has none). */
export function fieldsFromWire(wire: ArticleSummaryWire | PreviewedDraftWire | DraftWire) {
  return {
    href: wire.href,
    title: wire.headingSave,
    cover: wire.imageCdn,
    credit: wire.imageSource,
    author: wire.authorSave ?? '',
    displayDate: wire.dateSave,
    sources: wire.researchLinksSave,
    category: wire.category,
    wordCount: wire.totalWords,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
  };
}

export const summaryFromWire = (wire: ArticleSummaryWire | PreviewedDraftWire): ArticleSummary => ({
  ...fieldsFromWire(wire),
  id: wire._id,
  key: wire._id,
  section: wire.section,
  ...(wire.excerpt === undefined ? {} : { excerpt: wire.excerpt }),
});

export const pageFromWire = (wire: ArticlePageWire): ArticlePage => ({
  articles: wire.data.map(summaryFromWire),
  pagination: wire.meta.pagination,
});
