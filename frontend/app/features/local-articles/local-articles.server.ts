import { encodeBody } from '@blog/rules/body';
import { sectionOf } from '@blog/rules/category';
import { plainText, wordCount } from '@blog/rules/text';
import type { Article, ArticleSummary } from '~/lib/article';
import shipped from './local-articles.json';

/**
 * Articles shipped with the site itself (read-only, no _id: they live at
 * /local/{slug}). They need no CMS, so they read even when it is down.
 */
export type LocalArticle = Article & { id: string };

export const LOCAL_ARTICLES: LocalArticle[] = shipped.map((entry) => {
  const { body, id, ...rest } = entry;
  return {
    ...rest,
    id,
    category: entry.category as Article['category'],
    section: sectionOf(entry.headingSave),
    imageSave: [entry.imageCdn, entry.imageSource],
    totalWords: wordCount(plainText(body)),
    articleSave: encodeBody(body),
  } as unknown as LocalArticle;
});

/** A shipped article by its id or by the slug of its href. */
export function findLocalArticle(slug: string): LocalArticle | undefined {
  return LOCAL_ARTICLES.find((a) => a.id === slug || a.href === `/${slug}`);
}

export function localSummaries(): ArticleSummary[] {
  return LOCAL_ARTICLES.map(({ articleSave: _body, ...summary }) => summary);
}
