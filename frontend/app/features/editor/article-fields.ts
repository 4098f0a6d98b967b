import { splitPictureLine, pictureLineOf, type ArticleCheckInput } from '@blog/rules/article-checks';
import { type Category, categoryOfHeading, isCategory } from '@blog/rules/category';
import { plainText, wordCount } from '@blog/rules/text';
import type { Article } from '~/lib/article';

/**
 * What the owner types on the Write page, in the page's order. The edit
 * password is not here on purpose: these fields are copied to local storage.
 */
export type ArticleFields = {
  /** The writer's choice; null until they pick one (the title's pre-selection shows and is sent: `categoryOf`). */
  category: Category | null;
  title: string;
  /** The picture address, a space, then the photo source text. */
  pictureLine: string;
  /** The body as HTML. */
  body: string;
  /** Research links, one per line. */
  sourceBox: string;
  author: string;
  /** The "researched" confirmation: the owner types `true`. */
  reference: string;
};

export const EMPTY_FIELDS: ArticleFields = {
  category: null,
  title: '',
  pictureLine: '',
  body: '',
  sourceBox: '',
  author: '',
  reference: '',
};

/** What the Write page and the draft editor fill their fields from: an article or a draft. */
export type EditableArticle = Pick<Article, 'category' | 'title' | 'cover' | 'credit' | 'body' | 'sources' | 'author'>;

/**
 * The article's fields, to edit it again (the reference is confirmed afresh).
 * A picture the site serves itself (the seeded covers: `/media/covers/...`)
 * becomes a full address on `origin`, so the picture rule (an http address) holds.
 */
export function fieldsOfArticle(
  article: EditableArticle,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): ArticleFields {
  const picture = article.cover;
  return {
    category: isCategory(article.category) ? article.category : null,
    title: article.title,
    pictureLine: pictureLineOf(picture.startsWith('/') && !picture.startsWith('//') ? origin + picture : picture, article.credit),
    body: article.body,
    sourceBox: article.sources.join('\n'),
    author: article.author,
    reference: '',
  };
}

/**
 * The category the fields stand for: the writer's choice once made; before that the heading
 * rule's pick for the title (ADR 27), which follows the title as it is typed.
 */
export const categoryOf = (fields: Pick<ArticleFields, 'category' | 'title'>): Category =>
  fields.category ?? categoryOfHeading(fields.title);

export const sameFields = (a: ArticleFields, b: ArticleFields) =>
  (Object.keys(EMPTY_FIELDS) as (keyof ArticleFields)[]).every((name) => a[name] === b[name]);

/** The spec's word count shows 3 before anything is written, then the words of the text. */
export const INITIAL_WORD_COUNT = 3;
export const wordsOf = (body: string) => wordCount(plainText(body));
export const shownWordCount = (body: string) => (body === '' ? INITIAL_WORD_COUNT : wordsOf(body));

/** What firstArticleProblem checks, from the page's fields. */
export function checkInputOf(
  fields: ArticleFields,
  context: { mode: 'post' | 'edit'; signedIn: boolean; editorPassword: string },
): ArticleCheckInput {
  const { imageCdn, imageSource } = splitPictureLine(fields.pictureLine);
  return {
    headingSave: fields.title,
    imageCdn,
    imageSource,
    bodyHtml: fields.body,
    reference: fields.reference,
    authorSave: fields.author,
    ...context,
  };
}
