import searchX from 'lucide-static/icons/search-x.svg?raw';
import { looksLikeTagPair } from '@blog/rules/tag-pair';
import {
  FULL_TEXT_LAST_PAGE,
  FULL_TEXT_PAGE_SIZE,
  FULL_TEXT_QUERY_MAX,
  FULL_TEXT_TERMS_MAX,
  hasTerms,
  parseFullTextQuery,
} from '@blog/rules/full-text';
import { Link, data, redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/search';
import { Pager } from '~/components/pager';
import { StatePanel } from '~/components/state-panel';
import { articlePath } from '~/lib/article';
import { LOCAL_ARTICLES, localSearchEntries } from '~/features/local-articles/local-articles.server';
import { searchArticlesOnServer } from '~/features/search/api/search-articles.server';
import { searchTextOnServer } from '~/features/search/api/search-text.server';
import { CATEGORIES } from '~/features/articles/categories';
import { publishedOn } from '~/features/articles/published';
import { FullTextResults } from '~/features/search/components/full-text-results';
import { type FullTextResult, queryProblem, searchableQuery } from '~/features/search/full-text';
import { BOX_SUBMIT_PARAM, findPageAlias, pickArticle, searchText } from '~/features/search/match';
import { SITE_PAGES, opensAsDocument } from '~/lib/site-pages';
import { readerPageMeta } from '~/features/site/page-meta';
import persona from '../persona.json';

// The CMS's pages of ranked matches, and one more for the few shipped articles after them.
const LAST_PAGE = FULL_TEXT_LAST_PAGE + 1;

type Found = { results: FullTextResult[]; total: number; capped: boolean; page: number; pageCount: number };
type SearchPage = {
  asked: string;
  back: string;
  problem: string | null;
  onlyStopWords: boolean;
  /** Only the first words and phrases were searched (the CMS takes 8). */
  cut: boolean;
  found: Found | null;
};

/** The page number of ?page=: 1 for anything but a whole number from 1; past the last one there is nothing (404). */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(page) || page < 1) return 1;
  if (page > LAST_PAGE) throw data(null, { status: 404 });
  return page;
}

/**
 * GET /search?q=...: the full-text results (ADR 44), title matches first, ten a page. The
 * search box's own form before JavaScript (`go=1`) keeps the spec's submit: a page alias
 * first, then the best article by title; only when neither matches are its words listed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = (url.searchParams.get('q') ?? '').trim();
  const boxSubmit = url.searchParams.has(BOX_SUBMIT_PARAM);
  const text = searchText(asked);
  if (text && boxSubmit) {
    const page = findPageAlias(text, SITE_PAGES);
    if (page) return opensAsDocument(page.url) ? redirectDocument(page.url) : redirect(page.url);
    const answer = await searchArticlesOnServer({ q: text }, localSearchEntries());
    const article = pickArticle(text, answer.articles);
    if (article) return redirect(articlePath(article));
  }
  const shown: SearchPage = {
    asked: asked.slice(0, FULL_TEXT_QUERY_MAX),
    back: backPath(request, url),
    problem: null,
    onlyStopWords: false,
    cut: false,
    found: null,
  };
  if (!asked) return shown;
  // The spec's submit ignores a text that looks like an HTML tag pair: the box's form searches nothing.
  if (boxSubmit && looksLikeTagPair(asked)) return { ...shown, found: { results: [], total: 0, capped: false, page: 1, pageCount: 0 } };
  const query = parseFullTextQuery(asked);
  const problem = queryProblem(asked);
  if (problem) return data({ ...shown, problem }, { status: 400 });
  if (!hasTerms(query)) return { ...shown, onlyStopWords: query.onlyStopWords };
  const page = pageOf(url);
  const searched = searchableQuery(query);
  const found = await searchTextOnServer(searched.text, searched.query, page, LOCAL_ARTICLES);
  return { ...shown, cut: searched.cut, found: { ...found, page } };
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

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => [
  ...readerPageMeta('search', matches, {
    title: page?.asked ? `Search: ${page.asked}: ${persona.brand}` : undefined,
    query: searchQuery(page),
  }),
  // A results page for any typed text is not a page for search engines.
  { name: 'robots', content: 'noindex, follow' },
];

/** The words searched for and the page of results: what makes a results page another page (never the box's `go`). */
function searchQuery(page: SearchPage | undefined): string {
  if (!page?.asked) return '';
  const query = new URLSearchParams({ q: page.asked });
  if (page.found && page.found.page > 1) query.set('page', String(page.found.page));
  return `?${query}`;
}

/** The form of the results page: plain GET, so it works before JavaScript and every search has its address. */
function SearchForm({ asked }: { asked: string }) {
  return (
    <form role="search" aria-label="Search all articles" method="get" action="/search" className="search-box full-text-form">
      <label htmlFor="full-text-q">Search titles, texts and sources</label>
      <input id="full-text-q" type="search" name="q" required maxLength={FULL_TEXT_QUERY_MAX} defaultValue={asked} enterKeyHint="search" />
      <button type="submit">Search</button>
    </form>
  );
}

/** The line under the form: how many match, or why nothing was searched. */
function summaryOf({ asked, problem, onlyStopWords, cut, found }: SearchPage): string | null {
  if (problem) return problem;
  if (onlyStopWords)
    return `"${asked}" has only words too common to search for (like "the" or "and"). Add a word that says what you are looking for.`;
  if (!found || found.total === 0) return null;
  const count = found.total.toLocaleString('en');
  const what = found.capped ? `More than ${count} articles match` : `${count} ${found.total === 1 ? 'article matches' : 'articles match'}`;
  const first = cut ? ` (the first ${FULL_TEXT_TERMS_MAX} words and phrases searched)` : '';
  return found.pageCount > 1 ? `${what}${first}. Page ${found.page} of ${found.pageCount}.` : `${what}${first}.`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { asked, back, found } = loaderData;
  const summary = summaryOf(loaderData);
  if (found && found.results.length === 0 && found.page === 1) {
    return (
      <section className="page narrow search-page">
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
          <p>No article has all of these words in its title, text or sources. Try fewer words, or another spelling.</p>
          <SearchForm asked={asked} />
        </StatePanel>
      </section>
    );
  }
  return (
    <section className="page narrow search-page">
      <div className="page-intro">
        <h1>{asked ? `Results for "${asked}"` : 'Search'}</h1>
        <p className="muted">Every word must be in the article; put words in quotes to find them side by side.</p>
      </div>
      <SearchForm asked={asked} />
      <p role="status" className="search-summary">
        {summary}
      </p>
      {found && found.results.length > 0 && (
        <FullTextResults
          results={found.results.map((result) => ({
            ...result,
            sectionTitle: CATEGORIES[result.section].title,
            published: publishedOn(result),
          }))}
          first={(found.page - 1) * FULL_TEXT_PAGE_SIZE + 1}
        />
      )}
      {found && found.pageCount > 1 && <Pager page={found.page} pageCount={found.pageCount} query={{ q: asked }} />}
      <p>
        <Link to={back}>Go back</Link>
      </p>
    </section>
  );
}
