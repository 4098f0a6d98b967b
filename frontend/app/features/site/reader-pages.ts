import { shareDescription } from '@blog/rules/text';
import persona from '../../persona.json';
import { CATEGORIES } from '../articles/categories';

/**
 * A reader page besides the articles: its one address, its head (title, description) and what
 * its share card shows (a label and a headline, drawn as an article's card is: ADR 45, 55).
 */
export type ReaderPage = { path: string; title: string; description: string; label: string; headline: string };

const categoryPages = Object.fromEntries(
  Object.entries(CATEGORIES).map(([slug, { title, intro }]) => [
    slug,
    { path: `/blog/page/${slug}`, title: `${title}: ${persona.brand}`, description: intro, label: title, headline: intro },
  ]),
) as Record<keyof typeof CATEGORIES, ReaderPage>;

export const READER_PAGES = {
  home: {
    path: '/',
    title: `${persona.name}: ${persona.brand}`,
    description: persona.role,
    label: 'Coding and health',
    headline: persona.role,
  },
  blog: {
    path: '/blog',
    title: `Blog: ${persona.brand}`,
    description: 'Articles on coding and health, with their sources.',
    label: 'Blog',
    headline: 'Articles on coding and health, with their sources',
  },
  ...categoryPages,
  articles: {
    path: '/blog/page/articles',
    title: `All Articles: ${persona.brand}`,
    description: 'Every article on the blog in one numbered list, newest first.',
    label: 'All Articles',
    headline: 'Every article on coding and health, in one list',
  },
  local: {
    path: '/local',
    title: `Local articles: ${persona.brand}`,
    description: 'Articles that ship with the site itself.',
    label: 'Local articles',
    headline: 'Articles that ship with the site itself',
  },
  about: {
    path: '/about',
    title: `About ${persona.name}`,
    description: persona.role,
    label: 'About',
    headline: persona.biography[0],
  },
  skills: {
    path: '/skills',
    title: `Skills: ${persona.name}`,
    description: `What ${persona.name} works with and writes about: ${persona.skills.join(', ')}.`,
    label: 'Skills',
    headline: persona.skills.join(' · '),
  },
  me: {
    path: '/me.html',
    title: `Me: ${persona.name}`,
    description: shareDescription(persona.introduction),
    label: 'Me',
    headline: persona.role,
  },
  ping: {
    path: '/ping',
    title: 'Ping',
    description: `Send ${persona.name} a message.`,
    label: 'Ping',
    headline: `Questions, corrections, ideas for an article: ${persona.name} reads every message`,
  },
  privacy: {
    path: '/privacy-policy',
    title: `Privacy and terms: ${persona.brand}`,
    description: 'What this site stores about you, your choices, and the terms for its articles.',
    label: 'Privacy and terms',
    headline: 'What this site stores, and the terms of its articles',
  },
  sitemap: {
    path: '/sitemap',
    title: `Sitemap: ${persona.brand}`,
    description: 'Every page and every article of the blog, for people.',
    label: 'Sitemap',
    headline: 'Every page and every article of the blog',
  },
  search: {
    path: '/search',
    title: `Search: ${persona.brand}`,
    description: 'Search the titles, texts and sources of every article.',
    label: 'Search',
    headline: 'Search the titles, texts and sources of every article',
  },
} satisfies Record<string, ReaderPage>;

export type ReaderPageName = keyof typeof READER_PAGES;

export const isReaderPageName = (name: string): name is ReaderPageName => Object.hasOwn(READER_PAGES, name);

/** The privacy and terms page's one address; its three others answer 301 to it (ADR 55). */
export const PRIVACY_PATH = READER_PAGES.privacy.path;
export const PRIVACY_OTHER_PATHS: readonly string[] = ['/terms-and-conditions', '/terms-and-condition', '/blog-privacy-policy'];
