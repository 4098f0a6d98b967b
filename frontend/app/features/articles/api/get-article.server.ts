import { API } from '@blog/contract/routes';
import { readBody } from '@blog/rules/body';
import type { Article } from '~/lib/article';
import { summaryFromWire } from '~/lib/article-wire';
import { cmsJson } from '~/lib/cms.server';
import { articleReads } from './article-reads';

// The CMS keeps no article path longer than this, nor one with a NUL (PostgreSQL text cannot hold it).
const LONGEST_PATH = 512;

/** GET /api/getapostadsfgd?name={path}: the article a page path shows, or null. The body is sanitised again here. */
export async function getArticleByPath(path: string): Promise<Article | null> {
  // A path no article can have is "not found" here: asked, the CMS would refuse it (400).
  if (path.length > LONGEST_PATH || path.includes('\0')) return null;
  const wire = await cmsJson(API.articles.byPath, { query: { name: path } }, articleReads);
  if (!wire) return null;
  const coverBytes = wire.imageCdnBytes === null ? {} : { coverBytes: wire.imageCdnBytes };
  return { ...summaryFromWire(wire), body: readBody(wire.articleSave), ...coverBytes };
}
