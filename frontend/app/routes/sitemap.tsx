import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { Pager } from '~/components/pager';
import { articlePath } from '~/lib/article';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { pageParam } from '~/features/articles/categories';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { publicPages } from '~/features/site/public-pages.server';
import { pageQuery, readerPageMeta } from '~/features/site/page-meta';

const PAGE_SIZE = 100;

/** /sitemap: the pages of /sitemap.xml, for people; articles 100 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listArticles({ page: pageParam(new URL(request.url)), pageSize: PAGE_SIZE });
  return { pages: publicPages(localSummaries()), articles: list.articles, pagination: list.pagination };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  readerPageMeta('sitemap', matches, { query: pageQuery(loaderData?.pagination.page) });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { pages, articles, pagination } = loaderData;
  return (
    <section className="page narrow">
      <h1>Sitemap</h1>
      <h2>Pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} reloadDocument={page.path.endsWith('.html')}>
              {page.title}
            </Link>
          </li>
        ))}
        <li>
          <a href="/rss.xml">RSS feed</a>
        </li>
      </ul>
      <h2>Articles</h2>
      <p className="muted">{pagination.total} articles</p>
      <ul>
        {articles.map((a) => (
          <li key={a.key}>
            <Link to={articlePath(a)}>{a.title}</Link>
          </li>
        ))}
      </ul>
      {pagination.pageCount > 1 && <Pager page={pagination.page} pageCount={pagination.pageCount} />}
    </section>
  );
}
