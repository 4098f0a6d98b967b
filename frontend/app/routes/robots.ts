import { webConfig } from '~/lib/config.server';

/** /robots.txt: everything public may be crawled (the sign-in page too: every page links it), never the owner's pages. */
export function loader() {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', `Sitemap: ${webConfig().publicUrl}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
