import type { Route } from './+types/local';
import { ArticleCard } from '~/features/articles/components/article-card';
import { localSummaries } from '~/features/local-articles/local-articles.server';
import { readerPageMeta } from '~/features/site/page-meta';

export function loader() {
  return { articles: localSummaries() };
}

export const meta: Route.MetaFunction = ({ matches }) => readerPageMeta('local', matches);

export default function LocalList({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page">
      <h1>Local articles</h1>
      <p className="muted">Articles that ship with the site itself.</p>
      <div className="card-grid">
        {loaderData.articles.map((a) => (
          <ArticleCard key={a.key} article={a} level={2} />
        ))}
      </div>
    </section>
  );
}
