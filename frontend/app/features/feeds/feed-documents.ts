import { Feed } from 'feed';

export type FeedFormat = 'rss' | 'atom' | 'json';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** The feed as a whole; every address absolute. */
export type FeedChannel = {
  title: string;
  description: string;
  /** The page the feed follows: the blog, or a section's page. */
  homeUrl: string;
  /** This feed's own address in each format (each names itself, as the formats ask). */
  feedUrls: Record<FeedFormat, string>;
  favicon: string;
  author: { name: string; url: string };
  copyright: string;
  /** The newest change among its articles. */
  updated: Date;
};

/** One article of a feed; every address absolute, the content sanitised. */
export type FeedEntry = {
  url: string;
  title: string;
  summary: string;
  contentHtml: string;
  cover: string;
  /** The cover file's size in bytes, when known: RSS's enclosure must say it, so without it there is none. */
  coverBytes?: number;
  author: string;
  category: { name: string; term: string };
  published: Date;
  updated: Date;
};

const PICTURE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A cover's media type by its file name, if it has a known one (an enclosure must say its type). */
export function pictureType(address: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(address).pathname)?.[1]?.toLowerCase();
  return extension ? PICTURE_TYPES[extension] : undefined;
}

// Titles travel as HTML in both XML formats (Atom's type="html"; RSS readers decode them alike).
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What XML 1.0 cannot carry (C0 controls but tab and line breaks, lone surrogates, U+FFFE/FFFF):
 * one such character written raw makes the whole feed unreadable, so it is dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** RSS 2.0 and Atom 1.0 from the same entries, by the `feed` library. */
function xmlFeed(format: 'rss' | 'atom', channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: channel.homeUrl,
    link: channel.homeUrl,
    language: 'en',
    favicon: channel.favicon,
    copyright: channel.copyright,
    updated: channel.updated,
    feedLinks: { rss: channel.feedUrls.rss, atom: channel.feedUrls.atom },
    author: { name: channel.author.name, link: channel.author.url },
  });
  for (const entry of entries) {
    const type = pictureType(entry.cover);
    feed.addItem({
      title: escapeHtml(entry.title),
      id: entry.url,
      link: entry.url,
      description: escapeHtml(entry.summary),
      content: entry.contentHtml,
      date: entry.updated,
      published: entry.published,
      category: [entry.category],
      // Atom names each entry's author; RSS's <author> must be an e-mail address, so there Dublin Core's creator.
      ...(format === 'atom'
        ? { author: [{ name: entry.author }] }
        : { extensions: [{ name: 'dc:creator', objects: { _text: entry.author } }] }),
      // The cover as the enclosure readers show as the item's picture (the library cannot type Atom's):
      // only with its type and its real length, both of which RSS requires.
      ...(format === 'rss' && type && entry.coverBytes ? { image: { url: entry.cover, type, length: entry.coverBytes } } : {}),
    });
  }
  return (format === 'rss' ? feed.rss2() : feed.atom1()).replace(NOT_XML, '');
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1); the library writes version 1 only. */
function jsonFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.homeUrl,
    feed_url: channel.feedUrls.json,
    description: channel.description,
    favicon: channel.favicon,
    language: 'en',
    authors: [{ name: channel.author.name, url: channel.author.url }],
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_html: entry.contentHtml,
      summary: entry.summary,
      image: entry.cover,
      date_published: entry.published.toISOString(),
      date_modified: entry.updated.toISOString(),
      authors: [{ name: entry.author }],
      tags: [entry.category.name],
    })),
  });
}

/** The feed's document in one format. */
export function feedDocument(format: FeedFormat, channel: FeedChannel, entries: readonly FeedEntry[]): string {
  return format === 'json' ? jsonFeed(channel, entries) : xmlFeed(format, channel, entries);
}
