import { type FormEvent, useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX, searchText } from '~/features/search/match';
import { useSiteConfig } from '~/lib/site-config';
import { matchCountText } from '~/lib/match-count';
import { useArticlePage } from '../api/list-articles';
import { useTitleSearch } from '../api/search-articles';
import { type OwnerArticle, READ_ONLY_REASON, rememberEditArticle, rememberPendingDelete } from '../owner-article';
import { ArticleList } from './article-list';
import { ArticlePaging } from './article-paging';
import { DeleteArticlePanel } from './delete-article-panel';
import { PlaceholderList } from '~/components/owner/placeholder-list';
import { EmptyState, LoadError } from '~/components/owner/owner-state';
import articlesIcon from 'lucide-static/icons/newspaper.svg?url';
import searchIcon from 'lucide-static/icons/search.svg?url';

/**
 * The owner's articles (docs/spec/admin-side.md sections 2 and 4): a title search, the
 * CMS articles 10 a page, the read-only articles shipped with the site, and
 * for each Edit, Preview and Delete.
 */
export function OwnerArticles({ localArticles }: { localArticles: OwnerArticle[] }) {
  const { siteKey } = useSiteConfig();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  // The text being searched for; null shows the paged list.
  const [searched, setSearched] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<OwnerArticle | null>(null);
  const list = useArticlePage(siteKey, page);
  const search = useTitleSearch(searched);
  const ids = useId();

  const pageCount = list.data?.pagination.pageCount ?? 1;
  // Deletes can empty the last page: go back to the new last one (in this render, not after it).
  if (list.data && page > Math.max(pageCount, 1)) setPage(Math.max(pageCount, 1));

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An HTML tag pair (or nothing) is not searched for: the list stays as it is.
    const text = searchText(typed);
    if (text !== null) setSearched(text);
  }

  function edit(article: OwnerArticle) {
    rememberEditArticle(article);
    navigate('/dashboard/write');
  }

  function askDelete(article: OwnerArticle) {
    rememberPendingDelete(article);
    setPendingDelete(article);
  }

  const closePanel = useCallback(() => setPendingDelete(null), []);
  const { mutate: refreshList } = list;
  const { mutate: refreshSearch } = search;
  const refresh = useCallback(() => {
    void refreshList();
    void refreshSearch();
  }, [refreshList, refreshSearch]);

  const shown = searched === null ? list : search;
  const cmsArticles: OwnerArticle[] = shown.data?.articles ?? [];
  const locals = searched === null ? localArticles : localArticles.filter((a) => a.title.toLowerCase().includes(searched));

  return (
    <div className="owner-articles">
      <h1>Articles</h1>
      <form role="search" aria-label="Articles" className="search-box" onSubmit={submitSearch}>
        <label htmlFor={`${ids}-search`}>Search by title</label>
        <input
          id={`${ids}-search`}
          type="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // Clearing the box goes back to the paged list.
            if (event.target.value.trim() === '') setSearched(null);
          }}
        />
        <button type="submit">Search</button>
        <p role="status" className="search-status">
          {searched !== null && search.data && matchCountText(search.data.total, cmsArticles.length)}
        </p>
      </form>

      <section aria-labelledby={`${ids}-cms`} aria-busy={shown.isLoading}>
        <h2 id={`${ids}-cms`}>{searched === null ? 'Published articles' : 'Title matches'}</h2>
        {shown.isLoading ? (
          <PlaceholderList />
        ) : shown.error && !shown.data ? (
          <LoadError title="The articles could not be loaded." onRetry={() => void shown.mutate()} />
        ) : cmsArticles.length === 0 && searched === null ? (
          <EmptyState icon={articlesIcon} title="No articles yet.">
            Articles you post from Write appear here, newest first, with Edit, Preview and Delete.
          </EmptyState>
        ) : cmsArticles.length === 0 ? (
          <EmptyState icon={searchIcon} title="No published article has this in its title.">
            Try a shorter part of the title; clearing the box brings the whole list back.
          </EmptyState>
        ) : (
          <ArticleList articles={cmsArticles} onEdit={edit} onDelete={askDelete} />
        )}
        {searched === null && list.data && list.data.pagination.total > 0 && (
          <ArticlePaging page={page} pageCount={pageCount} onPage={setPage} />
        )}
      </section>

      {locals.length > 0 && (
        <section aria-labelledby={`${ids}-local`} className="owner-local">
          <h2 id={`${ids}-local`}>Shipped with the site</h2>
          <p className="muted">{READ_ONLY_REASON}: they can be previewed, not edited or deleted.</p>
          <ArticleList articles={locals} onEdit={edit} onDelete={askDelete} />
        </section>
      )}

      {pendingDelete && <DeleteArticlePanel article={pendingDelete} onClose={closePanel} onDeleted={refresh} />}
    </div>
  );
}
