import * as z from 'zod/mini';

/**
 * Articles and drafts on the wire, with the spec's names (docs/api.md, Articles): the reading
 * routes, search, preview links and the owner's drafts all send these.
 */

export const section = z.enum(['coding', 'health']);
export const category = z.enum(['Health', 'Coding']);

/** The fields an article and a draft share; the server derives href, imageSave and totalWords. */
const fields = {
  href: z.string(),
  headingSave: z.string(),
  imageCdn: z.string(),
  imageSource: z.string(),
  imageSave: z.array(z.string()),
  authorSave: z.string(),
  dateSave: z.string(),
  researchLinksSave: z.array(z.string()),
  category,
  totalWords: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** An article in a list: no body; `excerpt` only in lists that ask for it (`excerpt=true`). */
export const articleSummaryWire = z.object({ _id: z.string(), id: z.number(), ...fields, section, excerpt: z.optional(z.string()) });

/** A whole article: articleSave is base64 of its sanitised HTML. */
export const articleWire = z.extend(articleSummaryWire, { articleSave: z.string() });

/** A whole article as the reader's reads send it, with the byte size of its cover's file when the site holds that file. */
export const readerArticleWire = z.extend(articleWire, { imageCdnBytes: z.nullable(z.number()) });

/** A new article's id and address (a post, a publish, a restore). */
export const createdArticle = z.object({ data: z.object({ _id: z.string(), href: z.string() }) });

/**
 * A draft: an article's fields without row id and section, its body as base64 HTML, and its
 * schedule (ADR 37). Strapi's admin may store a draft with no author at all.
 */
export const draftWire = z.object({
  _id: z.string(),
  ...fields,
  authorSave: z.nullable(z.string()),
  articleSave: z.string(),
  publishAt: z.nullable(z.string()),
  emailSubscribers: z.boolean(),
  scheduleProblem: z.nullable(z.string()),
});

/** A draft as a preview link opens it: a whole article, its section its category's (a draft's author may be missing). */
export const previewedDraftWire = z.extend(articleWire, { authorSave: z.nullable(z.string()) });

/** What a search finds: what a result links to and shows, createdAt to place the site's shipped articles among them. */
export const foundArticleWire = z.object({ _id: z.string(), href: z.string(), headingSave: z.string(), section, createdAt: z.string() });
