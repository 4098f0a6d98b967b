import type { Section } from '@blog/rules/category';
import { excerpt } from '@blog/rules/text';
import { type Article, articlePath } from '~/lib/article';
import { absoluteUrl } from '~/lib/urls.server';
import persona from '../../persona.json';
import { withAbsoluteAddresses } from './absolute-addresses';
import { type FeedChannel, type FeedEntry, type FeedFormat, feedDocument } from './feed-documents';
import { FEED_FORMATS, feedPath } from './feed-paths';

/** A feed holds the latest 20 articles, each whole. */
export const FEED_LENGTH = 20;

/** Which feed: the whole blog's, or a section's, with its page's name and introduction. */
export type FeedScope = { section: Section; title: string; intro: string } | undefined;

function entryOf(article: Article): FeedEntry {
  const url = absoluteUrl(articlePath(article));
  const cover = absoluteUrl(article.cover);
  // The cover leads the content, as it leads the page; every address in it absolute.
  const figure = `<figure><img src="${cover.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" alt="" /></figure>`;
  return {
    url,
    title: article.title,
    summary: excerpt(article.body),
    contentHtml: figure + withAbsoluteAddresses(article.body, url),
    cover,
    ...(article.coverBytes ? { coverBytes: article.coverBytes } : {}),
    author: article.author,
    category: { name: article.category, term: article.section },
    published: new Date(article.createdAt),
    updated: new Date(article.updatedAt),
  };
}

/**
 * The feed of the blog or of a section, from its latest articles (newest first, bodies
 * sanitised): each with its description and whole content, the feed dated by the newest
 * change among them.
 */
export function feedOf(format: FeedFormat, scope: FeedScope, articles: readonly Article[]): string {
  const entries = articles.map(entryOf);
  const newest = Math.max(0, ...entries.map((entry) => entry.updated.getTime()));
  const channel: FeedChannel = {
    title: scope ? `${persona.brand}: ${scope.title}` : persona.brand,
    description: scope ? scope.intro : persona.role,
    homeUrl: absoluteUrl(scope ? `/blog/page/${scope.section}` : '/blog'),
    feedUrls: Object.fromEntries(FEED_FORMATS.map((f) => [f, absoluteUrl(feedPath(f, scope?.section))])) as FeedChannel['feedUrls'],
    favicon: absoluteUrl('/favicon.svg'),
    author: { name: persona.name, url: absoluteUrl('/about') },
    copyright: `© ${persona.name}`,
    updated: new Date(newest),
  };
  return feedDocument(format, channel, entries);
}
