import { Link } from 'react-router';
import type { ArticleSummary } from '~/lib/article';
import { ArticleCard, PlaceholderCards } from './article-card';

/** `leading`: the page's first section, whose first card is fetched at once. */
export function ArticleSection({
  title,
  to,
  articles,
  leading = false,
}: {
  title: string;
  to: string;
  articles: ArticleSummary[];
  leading?: boolean;
}) {
  const id = `section-${title.toLowerCase()}`;
  return (
    <section className="article-section" aria-labelledby={id}>
      <h2 id={id}>
        <Link to={to}>{title}</Link>
      </h2>
      <div className="card-grid">
        {articles.length ? (
          articles.map((a, index) => <ArticleCard key={a.key} article={a} first={leading && index === 0} />)
        ) : (
          <PlaceholderCards />
        )}
      </div>
    </section>
  );
}
