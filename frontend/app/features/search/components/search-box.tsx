import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { articlePath } from '~/lib/article';
import { SITE_PAGES, opensAsDocument } from '~/lib/site-pages';
import { matchCountText } from '~/lib/match-count';
import { type ArticleSearchResult, fetchArticleSearch, useArticleSearch } from '../api/search-articles';
import { BOX_SUBMIT_PARAM, SEARCH_TEXT_MAX, findPageAlias, pickArticle, searchText } from '../match';

/** Wait this long after the last key before asking the CMS: one request per pause, not per letter. */
export const LIVE_SEARCH_DELAY_MS = 150;

/** Why the search closed: the reader dismissed it (Close, Escape) or it went somewhere (a result, a submit). */
export type SearchCloseReason = 'dismissed' | 'went';
const NO_ARTICLES: readonly ArticleSearchResult[] = [];

type Props = {
  /** The text to start with (the /search page shows what was asked). */
  defaultValue?: string;
  /** The landmark's name; pages with two search boxes need two names. */
  label?: string;
  /** Told after the box cleared its text and results, so a surrounding disclosure can close. */
  onClose?: (reason: SearchCloseReason) => void;
  /** The articles shipped with the site, searched here: the CMS knows only its own. */
  shipped?: readonly ArticleSearchResult[];
};

/**
 * The reader's search (reader spec section 5). Before JavaScript loads it is a
 * plain GET form to /search, whose loader applies the same rules; after, it
 * lists matching articles as the reader types and navigates on submit: a page
 * alias first, then the best article, else nothing.
 */
export function SearchBox({ defaultValue = '', label = 'Site search', onClose, shipped = NO_ARTICLES }: Props) {
  const [value, setValue] = useState(defaultValue);
  // Live results follow typing only: a given text (the /search page's) was already searched.
  const [typed, setTyped] = useState(false);
  const text = typed ? searchText(value) : null;
  const { data, error, isLoading } = useArticleSearch(useDebounced(text, LIVE_SEARCH_DELAY_MS), shipped);
  const navigate = useNavigate();
  const submitting = useRef(false);
  const ids = useId();
  const inputId = `${ids}-input`;
  const resultsId = `${ids}-results`;

  function close(reason: SearchCloseReason) {
    setValue('');
    onClose?.(reason);
  }

  function go(url: string) {
    close('went');
    if (opensAsDocument(url)) window.location.assign(url);
    else navigate(url);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = searchText(value);
    if (!wanted || submitting.current) return;
    const page = findPageAlias(wanted, SITE_PAGES);
    if (page) return go(page.url);
    submitting.current = true;
    try {
      // The live results are for this text when the reader paused before submitting.
      const answer = data?.text === wanted ? data : await fetchArticleSearch(wanted, shipped);
      const article = pickArticle(wanted, answer.articles);
      if (article) go(articlePath(article));
    } catch {
      // The CMS is unreachable: the status line already says so, and the text stays for a retry.
    } finally {
      submitting.current = false;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // With nothing typed, Escape is left to the page unless there is a disclosure to close.
    if (event.key === 'Escape' && (value || onClose)) {
      event.preventDefault();
      close('dismissed');
    }
  }

  const open = text !== null;
  const results = open ? (data?.articles ?? []) : [];
  let status = '';
  if (open && error) status = 'Search is not available right now.';
  else if (open && data) status = matchCountText(data.total, results.length, data.capped);
  else if (open && isLoading) status = 'Searching…';

  return (
    <form role="search" aria-label={label} method="get" action="/search" className="search-box" onSubmit={submit}>
      <label htmlFor={inputId}>Search articles</label>
      <input
        id={inputId}
        type="search"
        name="q"
        required
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        aria-controls={results.length ? resultsId : undefined}
      />
      <input type="hidden" name={BOX_SUBMIT_PARAM} value="1" />
      <button type="submit">Search</button>
      <div role="status" className="search-status">
        {status}
      </div>
      {results.length > 0 && (
        <div className="search-results">
          {/* Every match (up to the CMS's cap), in a list that scrolls. */}
          <ul id={resultsId} aria-label="Matching articles">
            {results.map((result) => (
              <li key={result.id ?? result.href}>
                <Link to={articlePath(result)} onClick={() => close('went')}>
                  {result.title}
                </Link>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => close('dismissed')} aria-label="Close search results">
            Close
          </button>
        </div>
      )}
    </form>
  );
}

/** The value, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
