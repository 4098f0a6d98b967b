import { Link } from 'react-router';
import { type ArticleSummary, articlePath } from '~/lib/article';
import { CoverImage } from './cover-image';

// A card is one column of a grid of columns at least 260px wide in a page at most 1120px wide.
const CARD_SIZES = '(min-width: 1120px) 360px, (min-width: 600px) 50vw, 100vw';

/** `first`: the first card of the page, usually its largest paint: fetched at once, not lazily. */
export function ArticleCard({ article, first = false }: { article: ArticleSummary; first?: boolean }) {
  return (
    <article className="card">
      <Link to={articlePath(article)} className="card-link">
        <CoverImage src={article.cover} alt="" sizes={CARD_SIZES} {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
        <h3>{article.title}</h3>
      </Link>
      <p className="card-meta">
        <span>{article.author}</span> · <span>{article.displayDate}</span>
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
