import { encodeBody, readBody } from '@blog/rules/body';
import { excerpt } from '@blog/rules/text';
import { cmsConfig } from './config';

/** Columns a list needs: everything but the body, which can be large. */
export const LIST_FIELDS = [
  'href',
  'headingSave',
  'imageCdn',
  'imageSource',
  'imageSave',
  'authorSave',
  'dateSave',
  'researchLinksSave',
  'category',
  'section',
  'totalWords',
  'createdAt',
  'updatedAt',
] as const;

/**
 * An article as the spec's reader receives it: the document id as _id, and
 * the body as base64 of sanitised HTML (legacy encrypted bodies decrypted).
 */
export function articleToWire(doc: Record<string, unknown>, withBody: boolean) {
  const wire: Record<string, unknown> = {
    _id: doc.documentId,
    id: doc.id,
    href: doc.href,
    headingSave: doc.headingSave,
    imageCdn: doc.imageCdn ?? '',
    imageSource: doc.imageSource ?? '',
    imageSave: doc.imageSave ?? [doc.imageCdn ?? '', doc.imageSource ?? ''],
    authorSave: doc.authorSave,
    dateSave: doc.dateSave ?? '',
    researchLinksSave: doc.researchLinksSave ?? [],
    category: doc.category,
    section: doc.section,
    totalWords: doc.totalWords ?? 0,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
  if (withBody)
    wire.articleSave = encodeBody(readBody(typeof doc.articleSave === 'string' ? doc.articleSave : '', cmsConfig().legacyArticleKey));
  return wire;
}

/** A card's one line: the start of the article's text (its body read as the reader gets it). */
export function articleExcerpt(doc: Record<string, unknown>): string {
  return excerpt(readBody(typeof doc.articleSave === 'string' ? doc.articleSave : '', cmsConfig().legacyArticleKey));
}
