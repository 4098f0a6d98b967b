import type { ArticleSummary } from '~/lib/article';
import { EDIT_ARTICLE_KEY } from '~/lib/local-auth';

/**
 * An article as the owner's list shows it. Search results carry only the
 * title and links, so category and date are optional.
 */
export type OwnerArticle = Pick<ArticleSummary, 'id' | 'href' | 'title'> & Partial<Pick<ArticleSummary, 'category' | 'createdAt'>>;

/** The article waiting for the password panel (docs/spec/admin-side.md section 3). */
export const DELETE_ARTICLE_KEY = 'delete_article';

/**
 * Articles shipped with the site have no CMS id (their names contain a
 * hyphen and they use an href): they cannot be edited or deleted.
 */
export function isReadOnly(article: OwnerArticle): boolean {
  return !article.id || article.id.includes('-');
}

export const READ_ONLY_REASON = 'Shipped with the site: read-only';

/** The Write page opens in edit mode for the article stored here (the spec's item, with its names). */
export function rememberEditArticle(article: OwnerArticle) {
  window.localStorage.setItem(EDIT_ARTICLE_KEY, JSON.stringify({ _id: article.id, href: article.href }));
}

export function rememberPendingDelete(article: OwnerArticle) {
  window.localStorage.setItem(DELETE_ARTICLE_KEY, JSON.stringify({ _id: article.id, headingSave: article.title }));
}

export function forgetPendingDelete() {
  window.localStorage.removeItem(DELETE_ARTICLE_KEY);
}
