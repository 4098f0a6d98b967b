import { Link } from 'react-router';
import type { Route } from './+types/blog.page.articles';
import { articlePath } from '~/lib/article';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { pageParam } from '~/features/articles/categories';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { pageQuery, readerPageMeta } from '~/features/site/page-meta';

// Every title, numbered; 100 a page so the page stays small at any size.
const PAGE_SIZE = 100;

export async function loader({ request }: Route.LoaderArgs) {
  const list = await listArticles({ page: pageParam(new URL(request.url)), pageSize: PAGE_SIZE, shipped: localSummaries() });
  return { articles: list.articles, pagination: list.pagination };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  readerPageMeta('articles', matches, { query: pageQuery(loaderData?.pagination.page) });

export default function AllArticles({ loaderData }: Route.ComponentProps) {
  const { articles, pagination } = loaderData;
  const first = (pagination.page - 1) * PAGE_SIZE + 1;
  return (
    <section className="page narrow">
      <h1>All Articles</h1>
      <p className="muted">{pagination.total} articles</p>
      <ol start={first} className="all-articles">
        {articles.map((a) => (
          <li key={a.key}>
            <Link to={articlePath(a)}>{a.title}</Link>
          </li>
        ))}
      </ol>
      {pagination.pageCount > 1 && (
        <nav className="pager" aria-label="Pages">
          {pagination.page > 1 && <Link to={`?page=${pagination.page - 1}`}>Previous page</Link>}
          {pagination.page < pagination.pageCount && <Link to={`?page=${pagination.page + 1}`}>Next page</Link>}
        </nav>
      )}
    </section>
  );
}
