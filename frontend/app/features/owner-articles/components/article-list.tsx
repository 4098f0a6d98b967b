import { useId } from 'react';
import { Link } from 'react-router';
import { articlePath } from '~/lib/article';
import { formatDate } from '~/lib/dates';
import { type OwnerArticle, READ_ONLY_REASON, isReadOnly } from '../owner-article';

type Actions = { onEdit: (article: OwnerArticle) => void; onDelete: (article: OwnerArticle) => void };

/** Articles with their Edit, History, Preview and Delete actions. */
export function ArticleList({ articles, ...actions }: { articles: OwnerArticle[] } & Actions) {
  return (
    <ul className="owner-list">
      {articles.map((article) => (
        <ArticleRow key={article.id ?? article.href} article={article} {...actions} />
      ))}
    </ul>
  );
}

function ArticleRow({ article, onEdit, onDelete }: { article: OwnerArticle } & Actions) {
  const titleId = useId();
  const readOnly = isReadOnly(article);
  // Disabled buttons say why on hover; the section's note says it to everyone.
  const lock = readOnly ? { disabled: true, title: READ_ONLY_REASON } : {};
  return (
    <li className="owner-row">
      <div className="owner-row-text">
        <h3 id={titleId}>{article.title}</h3>
        {(article.category || article.createdAt) && (
          <p className="muted">
            {article.category}
            {article.category && article.createdAt && ' · '}
            {article.createdAt && <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>}
          </p>
        )}
      </div>
      <div className="owner-row-actions">
        <button type="button" className="button secondary" aria-describedby={titleId} onClick={() => onEdit(article)} {...lock}>
          Edit
        </button>
        {readOnly ? (
          <button type="button" className="button secondary" aria-describedby={titleId} {...lock}>
            History
          </button>
        ) : (
          <Link className="button secondary" to={`/dashboard/articles/${article.id}/history`} aria-describedby={titleId}>
            History
          </Link>
        )}
        <a className="button secondary" href={articlePath(article)} target="_blank" rel="noopener" aria-describedby={titleId}>
          Preview<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button danger" aria-describedby={titleId} onClick={() => onDelete(article)} {...lock}>
          Delete
        </button>
      </div>
    </li>
  );
}
