import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { articlePath } from '~/lib/article';
import { allArticleSummaries } from '~/features/articles/api/all-article-links.server';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { publicPages } from '~/features/site/public-pages.server';
import { webConfig } from '~/lib/config.server';
import { revalidatedResponse } from '~/lib/revalidated-response.server';

/** /sitemap.xml: every reader page and every article. */
export async function loader({ request }: { request: Request }) {
  const articles = await allArticleSummaries();
  const entries = [
    ...publicPages(localSummaries()).map((page) => ({
      url: page.path,
      changefreq: page.path === '/' || page.path === '/blog' ? 'daily' : 'monthly',
    })),
    ...articles.map((a) => ({ url: articlePath(a), lastmod: a.updatedAt })),
  ];
  const xml = await streamToPromise(Readable.from(entries).pipe(new SitemapStream({ hostname: `${webConfig().publicUrl}/` })));
  return revalidatedResponse(request, xml.toString(), 'application/xml; charset=utf-8');
}
