import { parseFeed } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { type FeedChannel, type FeedEntry, feedDocument, pictureType } from './feed-documents';

// Real feed parsing: htmlparser2's feed reader (RSS and Atom, as feed readers see them) and,
// for the formats' required elements, a strict namespace-aware XML parser (jsdom's, on saxes).
const ATOM = 'http://www.w3.org/2005/Atom';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const DC = 'http://purl.org/dc/elements/1.1/';

const channel: FeedChannel = {
  title: 'Notes from the Desk: Coding',
  description: 'Programming, the web platform and the craft of software.',
  homeUrl: 'https://blog.example/blog/page/coding',
  feedUrls: {
    rss: 'https://blog.example/blog/page/coding/rss.xml',
    atom: 'https://blog.example/blog/page/coding/atom.xml',
    json: 'https://blog.example/blog/page/coding/feed.json',
  },
  favicon: 'https://blog.example/favicon.svg',
  author: { name: 'Rowan Ellis', url: 'https://blog.example/about' },
  copyright: '© Rowan Ellis',
  updated: new Date('2026-04-20T17:05:00.000Z'),
};

const content =
  '<figure><img src="https://blog.example/uploads/c.webp" alt="" /></figure><h2>Why</h2><p>a ]]> b &amp; <a href="https://blog.example/x?y=1&amp;z=2">c</a></p>';
const entries: FeedEntry[] = [
  {
    url: 'https://blog.example/blog/abc123',
    title: 'Tabs & <spaces>',
    summary: 'Why a ]]> b & c',
    contentHtml: content,
    cover: 'https://blog.example/uploads/c.webp',
    coverBytes: 48213,
    author: 'Rowan Ellis',
    category: { name: 'Coding', term: 'coding' },
    published: new Date('2026-04-02T09:00:00.000Z'),
    updated: new Date('2026-04-20T17:05:00.000Z'),
  },
  {
    url: 'https://blog.example/local/a-local-one',
    title: 'A local one',
    summary: 'Short.',
    contentHtml: '<p>Short.</p>',
    cover: 'https://cdn.example/photo?id=1',
    author: 'Rowan Ellis',
    category: { name: 'Coding', term: 'coding' },
    published: new Date('2026-01-02T09:00:00.000Z'),
    updated: new Date('2026-01-02T09:00:00.000Z'),
  },
];

function strictXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const textOf = (parent: Element | Document, namespace: string | null, name: string) =>
  Array.from(parent.getElementsByTagNameNS(namespace, name)).map((element) => element.textContent);

describe('feedDocument: RSS 2.0', () => {
  const xml = feedDocument('rss', channel, entries);

  it('reads as RSS in a feed parser, with each item whole', () => {
    const feed = parseFeed(xml, { xmlMode: true })!;
    expect(feed.type).toBe('rss');
    expect(feed.title).toBe(channel.title);
    expect(feed.link).toBe(channel.homeUrl);
    expect(feed.description).toBe(channel.description);
    expect(feed.updated).toEqual(channel.updated);
    expect(feed.items.map((item) => [item.link, item.title])).toEqual([
      ['https://blog.example/blog/abc123', 'Tabs &amp; &lt;spaces&gt;'],
      ['https://blog.example/local/a-local-one', 'A local one'],
    ]);
    expect(feed.items[0].description).toBe('Why a ]]&gt; b &amp; c');
    expect(feed.items[0].pubDate).toEqual(entries[0].published);
  });

  it('has the elements RSS 2.0 requires, the full content, the creator, the cover and its own address', () => {
    const document = strictXml(xml);
    const rss = document.documentElement;
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channelElement = rss.getElementsByTagName('channel')[0];
    for (const required of ['title', 'link', 'description'])
      expect(channelElement.getElementsByTagName(required)[0].textContent).not.toBe('');
    expect(textOf(channelElement, null, 'lastBuildDate')).toEqual(['Mon, 20 Apr 2026 17:05:00 GMT']);
    expect(channelElement.getElementsByTagNameNS(ATOM, 'link')[0].getAttribute('href')).toBe(channel.feedUrls.rss);
    expect(textOf(document, CONTENT, 'encoded')[0]).toBe(content);
    expect(textOf(document, DC, 'creator')).toEqual(['Rowan Ellis', 'Rowan Ellis']);
    // An RSS <author> must be an e-mail address: none is written.
    expect(document.getElementsByTagName('author')).toHaveLength(0);
    const enclosures = Array.from(document.getElementsByTagName('enclosure'));
    // A cover whose type its name does not tell gets no enclosure (the type is required).
    expect(enclosures.map((e) => [e.getAttribute('url'), e.getAttribute('type'), e.getAttribute('length')])).toEqual([
      ['https://blog.example/uploads/c.webp', 'image/webp', '48213'],
    ]);
  });

  it('writes no enclosure for a cover whose size is not known: RSS requires the real length, never 0', () => {
    const { coverBytes: _unknown, ...withoutSize } = entries[0];
    const document = strictXml(feedDocument('rss', channel, [withoutSize]));
    expect(document.getElementsByTagName('enclosure')).toHaveLength(0);
    // The cover still leads the content.
    expect(textOf(document, CONTENT, 'encoded')[0]).toContain('https://blog.example/uploads/c.webp');
  });
});

describe('feedDocument: Atom 1.0', () => {
  const xml = feedDocument('atom', channel, entries);

  it('reads as Atom in a feed parser', () => {
    const feed = parseFeed(xml, { xmlMode: true })!;
    expect(feed.type).toBe('atom');
    expect(feed.title).toBe(channel.title);
    expect(feed.updated).toEqual(channel.updated);
    expect(feed.items.map((item) => item.link)).toEqual(entries.map((entry) => entry.url));
  });

  it('has the elements Atom requires: ids, titles, updated, authors, typed content and categories with a term', () => {
    const document = strictXml(xml);
    const feed = document.documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(textOf(feed, ATOM, 'updated')[0]).toBe('2026-04-20T17:05:00.000Z');
    const self = Array.from(feed.getElementsByTagNameNS(ATOM, 'link')).find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(channel.feedUrls.atom);
    const entryElements = Array.from(feed.getElementsByTagNameNS(ATOM, 'entry'));
    expect(entryElements).toHaveLength(2);
    for (const entry of entryElements) {
      for (const required of ['id', 'title', 'updated']) expect(textOf(entry, ATOM, required)[0]).toBeTruthy();
      expect(textOf(entry, ATOM, 'name')).toEqual(['Rowan Ellis']);
      expect(entry.getElementsByTagNameNS(ATOM, 'content')[0].getAttribute('type')).toBe('html');
      expect(entry.getElementsByTagNameNS(ATOM, 'category')[0].getAttribute('term')).toBe('coding');
    }
    expect(textOf(entryElements[0], ATOM, 'content')[0]).toBe(content);
    expect(textOf(entryElements[0], ATOM, 'published')[0]).toBe('2026-04-02T09:00:00.000Z');
  });
});

describe('feedDocument: JSON Feed 1.1', () => {
  const feed = JSON.parse(feedDocument('json', channel, entries));

  it('says version 1.1 and has its top-level fields', () => {
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: channel.title,
      home_page_url: channel.homeUrl,
      feed_url: channel.feedUrls.json,
      language: 'en',
      authors: [{ name: 'Rowan Ellis', url: 'https://blog.example/about' }],
    });
    // 1.1 replaced `author` by `authors`.
    expect(feed).not.toHaveProperty('author');
  });

  it('gives each item an id, its address, the whole content, dates in RFC 3339 and its tag', () => {
    expect(feed.items[0]).toEqual({
      id: 'https://blog.example/blog/abc123',
      url: 'https://blog.example/blog/abc123',
      title: 'Tabs & <spaces>',
      content_html: content,
      summary: 'Why a ]]> b & c',
      image: 'https://blog.example/uploads/c.webp',
      date_published: '2026-04-02T09:00:00.000Z',
      date_modified: '2026-04-20T17:05:00.000Z',
      authors: [{ name: 'Rowan Ellis' }],
      tags: ['Coding'],
    });
    expect(feed.items).toHaveLength(2);
  });
});

describe('feedDocument: what XML 1.0 cannot carry', () => {
  // Stored before the CMS refused them, or written by a script: a control character, a line
  // break, a lone surrogate in a title, a summary, an author or the content.
  const broken: FeedEntry[] = [
    {
      ...entries[0],
      title: 'Bell\u0007 and\r\nbreak',
      summary: 'Escape\u001b[31m red \ud800 lone',
      author: 'Row\u0000an',
      contentHtml: '<p>Form\u000cfeed \u{1F600} kept</p>',
    },
  ];

  it('drops it, and every format still parses strictly, the rest of the text kept', () => {
    for (const format of ['rss', 'atom'] as const) {
      const xml = feedDocument(format, channel, broken);
      expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800]/);
      const document = strictXml(xml);
      expect(document.documentElement.textContent).toContain('Bell and');
      expect(document.documentElement.textContent).toContain('Rowan');
      expect(xml).toContain('\u{1F600} kept');
    }
  });
});

describe('pictureType', () => {
  it('knows a picture by its file name, query or not', () => {
    expect(pictureType('https://blog.example/a.JPG?w=2')).toBe('image/jpeg');
    expect(pictureType('https://blog.example/a.svg')).toBe('image/svg+xml');
    expect(pictureType('https://cdn.example/photo?id=1')).toBeUndefined();
  });
});
