import { Link } from 'react-router';

/** Previous page / Next page, as links that work without JavaScript; disabled at either end. */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="button" to={`?page=${page - 1}`} preventScrollReset={false}>
          Previous page
        </Link>
      ) : (
        <button type="button" className="button" disabled>
          Previous page
        </button>
      )}
      <span className="muted">
        Page {Math.min(page, Math.max(pageCount, 1))} of {Math.max(pageCount, 1)}
      </span>
      {page < pageCount ? (
        <Link className="button" to={`?page=${page + 1}`}>
          Next page
        </Link>
      ) : (
        <button type="button" className="button" disabled>
          Next page
        </button>
      )}
    </nav>
  );
}
