import { Link } from 'react-router';
import { type ArticleSummary, articlePath } from '../article';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="card">
      <Link to={articlePath(article)} className="card-link">
        <img src={article.imageCdn} alt="" width={1200} height={630} loading="lazy" decoding="async" />
        <h3>{article.headingSave}</h3>
      </Link>
      <p className="card-meta">
        <span>{article.authorSave}</span> · <span>{article.dateSave}</span>
      </p>
    </article>
  );
}

/** Shown while a section has no articles yet. */
export function PlaceholderCards({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card placeholder" aria-hidden="true">
          <div className="placeholder-image" />
          <div className="placeholder-line" />
          <div className="placeholder-line short" />
        </div>
      ))}
    </>
  );
}
