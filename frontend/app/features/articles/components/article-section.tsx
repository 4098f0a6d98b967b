import arrowRight from 'lucide-static/icons/arrow-right.svg?raw';
import { Link } from 'react-router';
import { Icon } from '~/components/icon';
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
      <div className="section-heading">
        <h2 id={id}>
          <Link to={to}>{title}</Link>
        </h2>
        <Link to={to} className="see-all" aria-label={`See all ${title} articles`}>
          See all <Icon svg={arrowRight} />
        </Link>
      </div>
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
