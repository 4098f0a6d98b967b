import { Link } from 'react-router';
import { type ArticleSummary, articlePath } from '~/lib/article';
import { readingTime } from '../reading-time';
import { CoverImage } from './cover-image';

// A card is one column of a grid of columns at least 17rem wide in a page at most 1120px wide.
const CARD_SIZES = '(min-width: 1120px) 360px, (min-width: 600px) 50vw, 100vw';

/**
 * The picture and the title are the card's one link (its name is the title); the whole card
 * is its target. `first`: the first card of the page, usually its largest paint: fetched at
 * once, not lazily. `compact`: a small card (Next Articles), without the excerpt. `level`: the
 * title's heading level, one below the heading the cards are listed under (2 right under the h1).
 */
export function ArticleCard({
  article,
  first = false,
  compact = false,
  level = 3,
}: {
  article: ArticleSummary;
  first?: boolean;
  compact?: boolean;
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <Link to={articlePath(article)} className="card-link">
        <CoverImage src={article.cover} alt="" sizes={CARD_SIZES} {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
        <Title className="card-title">{article.title}</Title>
      </Link>
      <div className="card-foot">
        {!compact && article.excerpt && <p className="card-excerpt">{article.excerpt}</p>}
        <p className="card-meta">
          {!compact && <span>{article.author}</span>}
          <span>{article.displayDate}</span>
          <span>{readingTime(article.wordCount)}</span>
        </p>
      </div>
    </article>
  );
}

/** Shown while a section has no articles yet: the shape of three cards, drawn softly. */
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
