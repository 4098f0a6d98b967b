/** A page of the site as the menu lists it and the search box knows it (reader spec section 3). */
export type SitePage = { url: string; title: string; abbreviation: string };

/**
 * The site's 22 page aliases, in menu order. The search box tries them before
 * articles, in this order, so a word several titles share goes to the first.
 * Abbreviations avoid article words (css, js, web...) because an exact
 * abbreviation wins over every article.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { url: '/', title: 'Home', abbreviation: 'hm' },
  { url: '/blog', title: 'Blog', abbreviation: 'bl' },
  { url: '/blog/page/coding', title: 'Coding', abbreviation: 'cod' },
  { url: '/blog/page/health', title: 'Health', abbreviation: 'hlth' },
  { url: '/blog/page/mind-growth', title: 'Mind Growth', abbreviation: 'mg' },
  { url: '/blog/page/articles', title: 'All Articles', abbreviation: 'aa' },
  { url: '/local', title: 'Local Articles', abbreviation: 'la' },
  { url: '/about', title: 'About', abbreviation: 'ab' },
  { url: '/ping', title: 'Ping', abbreviation: 'pg' },
  { url: '/skills', title: 'Skills', abbreviation: 'sk' },
  { url: '/me.html', title: 'Me', abbreviation: 'me' },
  { url: '/past.html', title: 'Past', abbreviation: 'pst' },
  { url: '/terms-and-conditions', title: 'Terms and Conditions', abbreviation: 'tc' },
  { url: '/terms-and-condition', title: 'Terms', abbreviation: 'tnc' },
  { url: '/privacy-policy', title: 'Privacy Policy', abbreviation: 'pp' },
  { url: '/blog-privacy-policy', title: 'Blog Privacy Policy', abbreviation: 'bpp' },
  { url: '/sitemap', title: 'Sitemap', abbreviation: 'sm' },
  { url: '/rss.xml', title: 'RSS Feed', abbreviation: 'rss' },
  { url: '/sitemap.xml', title: 'XML Sitemap', abbreviation: 'xsm' },
  { url: '/search', title: 'Search', abbreviation: 'srch' },
  { url: '/sign-in', title: 'Sign In', abbreviation: 'si' },
  { url: '/dashboard', title: 'Dashboard', abbreviation: 'dash' },
];

/** Files such as /rss.xml and /past.html are not router pages: open them as whole documents. */
export function opensAsDocument(url: string): boolean {
  return /\.[a-z0-9]+$/i.test(url.split(/[?#]/)[0]);
}
