import { sectionOf } from '@blog/rules/category';
import { sanitizeArticleHtml } from '@blog/rules/sanitize';
import { excerpt, plainText, wordCount } from '@blog/rules/text';
import type { Article, ArticleCategory, ArticleSummary } from '~/lib/article';
import shipped from './local-articles.json';

/**
 * The shipped articles' covers, as public/ holds them (read when the server is built): their real
 * sizes in bytes are what the RSS feed's enclosure says of them.
 */
const SHIPPED_COVERS = import.meta.glob<string>('/public/images/*.svg', { query: '?raw', import: 'default', eager: true });
function coverBytesOf(cover: string): { coverBytes?: number } {
  const file = SHIPPED_COVERS[`/public${cover}`];
  return file === undefined ? {} : { coverBytes: Buffer.byteLength(file, 'utf8') };
}

/**
 * Articles shipped with the site itself (read-only, no CMS id: they live at
 * /local/{slug}). They need no CMS, so they read even when it is down. The
 * file keeps the spec's names, as the CMS's answers do; they are mapped here.
 */
export const LOCAL_ARTICLES: Article[] = shipped.map((entry) => ({
  key: entry.id,
  href: entry.href,
  title: entry.headingSave,
  cover: entry.imageCdn,
  ...coverBytesOf(entry.imageCdn),
  credit: entry.imageSource,
  author: entry.authorSave,
  displayDate: entry.dateSave,
  sources: entry.researchLinksSave,
  category: entry.category as ArticleCategory,
  // Their category decides where they show, as for the CMS's articles (ADR 27).
  section: sectionOf({ category: entry.category, heading: entry.headingSave }),
  wordCount: wordCount(plainText(entry.body)),
  createdAt: entry.createdAt,
  updatedAt: entry.updatedAt,
  excerpt: excerpt(sanitizeArticleHtml(entry.body)),
  body: sanitizeArticleHtml(entry.body),
}));

/** A shipped article by its name (its key) or by the slug of its href. */
export function findLocalArticle(slug: string): Article | undefined {
  return LOCAL_ARTICLES.find((a) => a.key === slug || a.href === `/${slug}`);
}

export function localSummaries(): ArticleSummary[] {
  return LOCAL_ARTICLES.map(({ body: _body, coverBytes: _coverBytes, ...summary }) => summary);
}

/** What the search box in the browser needs of them (search finds them there: the CMS knows only its own). */
export function localSearchEntries(): Pick<ArticleSummary, 'href' | 'title' | 'section' | 'createdAt'>[] {
  return LOCAL_ARTICLES.map(({ href, title, section, createdAt }) => ({ href, title, section, createdAt }));
}
