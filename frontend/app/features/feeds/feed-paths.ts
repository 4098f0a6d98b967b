import type { Section } from '@blog/rules/category';
import type { FeedFormat } from './feed-documents';

const FILES: Record<FeedFormat, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const LINK_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' };
const FORMAT_NAMES: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };
export const FEED_FORMATS = Object.keys(FILES) as FeedFormat[];

/** A feed's address: /rss.xml, /atom.xml, /feed.json for the blog; under its page for a section. */
export function feedPath(format: FeedFormat, section?: Section): string {
  return section ? `/blog/page/${section}/${FILES[format]}` : `/${FILES[format]}`;
}

/** Which format an address asks for, by its file name. */
export function feedFormatOf(pathname: string): FeedFormat | undefined {
  return FEED_FORMATS.find((format) => pathname.endsWith(`/${FILES[format]}`));
}

/** Autodiscovery: a page head's links to the feeds (the blog's; a section's, titled with its name). */
export function feedLinks(section?: { section: Section; title: string }) {
  return FEED_FORMATS.map((format) => ({
    rel: 'alternate',
    type: LINK_TYPES[format],
    title: section ? `${section.title} (${FORMAT_NAMES[format]})` : FORMAT_NAMES[format],
    href: feedPath(format, section?.section),
  }));
}
