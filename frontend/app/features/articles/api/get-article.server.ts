import { cmsJson } from '~/lib/cms.server';
import type { Article } from '../article';

/** GET /api/getapostadsfgd?name={path}: the article a page path shows, or null. */
export function getArticleByPath(path: string): Promise<Article | null> {
  return cmsJson<Article>(`/api/getapostadsfgd?name=${encodeURIComponent(path)}`);
}
