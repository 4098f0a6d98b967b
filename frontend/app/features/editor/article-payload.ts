import { researchLinksOf, splitPictureLine } from '@blog/rules/article-checks';
import { hrefOf } from '@blog/rules/slug';
import type { Category } from '@blog/rules/category';
import { type ArticleFields, categoryOf, wordsOf } from './article-fields';
import { bodyToBase64 } from './body-codec';

/**
 * The body of a post, an edit or a draft save, with the spec's wire names
 * (docs/spec/admin-side.md section 7, calls 3, 4, 6 and 8). Only the calls that
 * send it build it: the pages hand them the fields as the owner typed them.
 */
export type ArticlePayload = {
  headingSave: string;
  imageCdn: string;
  imageSource: string;
  articleSave: string;
  authorSave: string;
  dateSave: string;
  researchLinksSave: string[];
  category: Category;
  reference: string;
  totalWords: number;
  href: string;
};

/** The wire body of the fields, dated `displayDate` (the date readers are shown). */
export function payloadOf(fields: ArticleFields, displayDate: string): ArticlePayload {
  const { imageCdn, imageSource } = splitPictureLine(fields.pictureLine);
  return {
    headingSave: fields.title.trim(),
    imageCdn,
    imageSource,
    articleSave: bodyToBase64(fields.body),
    authorSave: fields.author.trim(),
    dateSave: displayDate,
    researchLinksSave: researchLinksOf(fields.sourceBox),
    category: categoryOf(fields),
    reference: fields.reference.trim(),
    totalWords: wordsOf(fields.body),
    href: hrefOf(fields.title),
  };
}
