import type { ArticleSummary } from '~/lib/article';

/**
 * The reader pages a sitemap lists, besides the CMS articles. The articles
 * shipped with the site come from the route, which composes that feature in.
 */
export const publicPages = (localArticles: readonly Pick<ArticleSummary, 'href' | 'title'>[]): { path: string; title: string }[] => [
  { path: '/', title: 'Home' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog/page/coding', title: 'Coding' },
  { path: '/blog/page/health', title: 'Health' },
  { path: '/blog/page/mind-growth', title: 'Mind growth' },
  { path: '/blog/page/articles', title: 'All Articles' },
  { path: '/local', title: 'Local articles' },
  ...localArticles.map((a) => ({ path: `/local${a.href}`, title: a.title })),
  { path: '/about', title: 'About' },
  { path: '/ping', title: 'Ping' },
  { path: '/skills', title: 'Skills' },
  { path: '/me.html', title: 'Me' },
  { path: '/past.html', title: 'Past' },
  { path: '/privacy-policy', title: 'Privacy and terms' },
  { path: '/sitemap', title: 'Sitemap' },
];
