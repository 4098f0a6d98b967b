import { cmsJson } from '~/lib/cms.server';
import type { Article } from '~/lib/article';

// The CMS keeps no article path longer than this, nor one with a NUL (PostgreSQL text cannot hold it).
const LONGEST_PATH = 512;

/** GET /api/getapostadsfgd?name={path}: the article a page path shows, or null. */
export async function getArticleByPath(path: string): Promise<Article | null> {
  // A path no article can have is "not found" here: asked, the CMS would refuse it (400).
  if (path.length > LONGEST_PATH || path.includes('\0')) return null;
  return cmsJson<Article>(`/api/getapostadsfgd?name=${encodeURIComponent(path)}`);
}
