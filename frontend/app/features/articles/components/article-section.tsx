import { Link } from 'react-router';
import type { ArticleSummary } from '../article';
import { ArticleCard, PlaceholderCards } from './article-card';

export function ArticleSection({ title, to, articles }: { title: string; to: string; articles: ArticleSummary[] }) {
  const id = `section-${title.toLowerCase()}`;
  return (
    <section className="article-section" aria-labelledby={id}>
      <h2 id={id}><Link to={to}>{title}</Link></h2>
      <div className="card-grid">
        {articles.length ? articles.map((a) => <ArticleCard key={a._id ?? a.href} article={a} />) : <PlaceholderCards />}
      </div>
    </section>
  );
}
