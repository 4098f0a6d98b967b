import { redirect } from 'react-router';
import { type ArticleSummary, articlePath } from '~/lib/article';

/**
 * Every article has one address (ADR 27): /blog/{id}, or /local{href} for one shipped with the
 * site. A request that found it at another (/local{href} of a CMS article, a trailing slash,
 * other letter case, a shipped article's /local/{key}) is moved there permanently, without its
 * query; null when the request asked for the one address.
 */
export function toOneAddress(request: Request, article: Pick<ArticleSummary, 'id' | 'href'>): Response | null {
  const path = articlePath(article);
  const asked = new URL(request.url).pathname;
  return asked === path || safeDecode(asked) === path ? null : redirect(path, 301);
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
