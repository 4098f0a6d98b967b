import searchX from 'lucide-static/icons/search-x.svg?raw';
import { Link, redirect, redirectDocument, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/search';
import { StatePanel } from '~/components/state-panel';
import { articlePath } from '~/lib/article';
import { localSearchEntries } from '~/features/local-articles/local-articles.server';
import { searchArticlesOnServer } from '~/features/search/api/search-articles.server';
import { SearchBox } from '~/features/search/components/search-box';
import { findPageAlias, pickArticle, searchText, SEARCH_TEXT_MAX } from '~/features/search/match';
import { SITE_PAGES, opensAsDocument } from '~/lib/site-pages';
import type { loader as rootLoader } from '../root';
import persona from '../persona.json';

/**
 * GET /search?q=...: the search box's form before JavaScript has loaded. The
 * same rules as the box: a page alias first, then the best article, else a
 * page that says nothing matched (200: the request itself was fine).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = (url.searchParams.get('q') ?? '').trim();
  const text = searchText(asked);
  if (text) {
    const page = findPageAlias(text, SITE_PAGES);
    if (page) return opensAsDocument(page.url) ? redirectDocument(page.url) : redirect(page.url);
    const answer = await searchArticlesOnServer({ q: text }, localSearchEntries());
    const article = pickArticle(text, answer.articles);
    if (article) return redirect(articlePath(article));
  }
  return { asked: asked.slice(0, SEARCH_TEXT_MAX), back: backPath(request, url) };
}

/** Where the reader came from on this site, so 'Go back' returns there; else the blog. */
function backPath(request: Request, url: URL): string {
  const referrer = request.headers.get('Referer');
  if (!referrer) return '/blog';
  try {
    const from = new URL(referrer);
    if (from.origin !== url.origin || from.pathname === url.pathname) return '/blog';
    return from.pathname + from.search;
  } catch {
    return '/blog';
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `Search: ${persona.brand}` },
  // A results page for any typed text is not a page for search engines.
  { name: 'robots', content: 'noindex, follow' },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { asked, back } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const box = <SearchBox defaultValue={asked} label="Search again" shipped={root?.shippedArticles} />;
  return (
    <section className="page narrow search-page">
      {asked ? (
        <StatePanel
          icon={searchX}
          title={`No match for "${asked}"`}
          actions={
            <>
              <Link to={back} className="button secondary">
                Go back
              </Link>
              <Link to="/blog/page/articles" className="button secondary">
                Browse all articles
              </Link>
            </>
          }
        >
          <p>No page and no article title has these words. Try a shorter word, or one from a title, such as sleep or HTML.</p>
          {box}
        </StatePanel>
      ) : (
        <>
          <div className="page-intro">
            <h1>Search</h1>
            <p className="muted">Find an article by a word of its title, or a page by its name.</p>
          </div>
          {box}
          <p>
            <Link to={back}>Go back</Link>
          </p>
        </>
      )}
    </section>
  );
}
