import { isSection } from '@blog/rules/category';
import inbox from 'lucide-static/icons/inbox.svg?raw';
import { Link, data } from 'react-router';
import type { Route } from './+types/blog.page.$category';
import { Pager } from '~/components/pager';
import { StatePanel } from '~/components/state-panel';
import { listArticles } from '~/features/articles/api/list-articles.server';
import { CATEGORIES, isCategorySlug, pageParam } from '~/features/articles/categories';
import { ArticleCard } from '~/features/articles/components/article-card';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { feedLinks } from '~/features/feeds/feed-paths';
import { pageQuery, readerPageMeta } from '~/features/site/page-meta';

const PAGE_SIZE = 3;

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isCategorySlug(params.category)) throw data(null, { status: 404 });
  const category = CATEGORIES[params.category];
  const list = await listArticles({
    section: category.section,
    page: pageParam(new URL(request.url)),
    pageSize: PAGE_SIZE,
    shipped: localSummaries(),
    withExcerpts: true,
  });
  return { slug: params.category, title: category.title, intro: category.intro, articles: list.articles, pagination: list.pagination };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { slug, title, pagination } = loaderData;
  // Coding and Health have feeds of their own (Mind growth is the whole blog's, in every head).
  const sectionFeeds = isSection(slug) ? feedLinks({ section: slug, title }).map((link) => ({ tagName: 'link' as const, ...link })) : [];
  return [...readerPageMeta(slug, matches, { query: pageQuery(pagination.page) }), ...sectionFeeds];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, articles, pagination } = loaderData;
  return (
    <section className="page category-page">
      <div className="page-intro">
        <p className="eyebrow">Category</p>
        <h1>{title}</h1>
        <p className="muted">{intro}</p>
        <p className="total-count">
          {pagination.total} {pagination.total === 1 ? 'article' : 'articles'} in total
        </p>
      </div>
      <div className="card-grid">
        {articles.length ? (
          articles.map((a, index) => <ArticleCard key={a.key} article={a} first={index === 0} level={2} />)
        ) : pagination.total === 0 ? (
          <StatePanel icon={inbox} level={2} title="No articles here yet" className="empty-list" actions={<BlogLink />}>
            <p>New articles in {title} will show up here. Meanwhile, the blog has the others.</p>
          </StatePanel>
        ) : (
          <StatePanel
            icon={inbox}
            level={2}
            title={`There is no page ${pagination.page}.`}
            className="empty-list"
            actions={<FirstPageLink />}
          >
            <p>
              {title} has {pagination.pageCount} {pagination.pageCount === 1 ? 'page' : 'pages'} of articles.
            </p>
          </StatePanel>
        )}
      </div>
      <Pager page={pagination.page} pageCount={pagination.pageCount} />
    </section>
  );
}

const BlogLink = () => (
  <Link to="/blog" className="button secondary">
    Go to the blog
  </Link>
);

const FirstPageLink = () => (
  <Link to="?page=1" className="button secondary">
    Go to the first page
  </Link>
);
