import { SITE_PAGES, type SitePage } from '~/lib/site-pages';

/** The menu's headings and the paths under each, in the order the menu shows them. */
const GROUPS: readonly { heading: string; urls: readonly string[] }[] = [
  {
    heading: 'Read',
    urls: ['/', '/blog', '/blog/page/coding', '/blog/page/health', '/blog/page/mind-growth', '/blog/page/articles', '/local', '/search'],
  },
  { heading: 'The author', urls: ['/about', '/me.html', '/skills', '/past.html', '/ping'] },
  { heading: 'Follow and find', urls: ['/rss.xml', '/sitemap', '/sitemap.xml'] },
  { heading: 'Terms and privacy', urls: ['/terms-and-conditions', '/terms-and-condition', '/privacy-policy', '/blog-privacy-policy'] },
  { heading: 'Owner', urls: ['/sign-in', '/dashboard'] },
];

export type MenuGroup = { heading: string; pages: SitePage[] };

/** The site's page aliases under the menu's headings: every alias once, none added. */
export function menuGroups(pages: readonly SitePage[] = SITE_PAGES): MenuGroup[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return GROUPS.map(({ heading, urls }) => ({
    heading,
    pages: urls.flatMap((url) => byUrl.get(url) ?? []),
  }));
}
