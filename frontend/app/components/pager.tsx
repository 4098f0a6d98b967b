import arrowLeft from 'lucide-static/icons/arrow-left.svg?raw';
import arrowRight from 'lucide-static/icons/arrow-right.svg?raw';
import { Link } from 'react-router';
import { Icon } from './icon';

/**
 * Previous page / Next page, as links that work without JavaScript; disabled at either end.
 * On a phone it reads '← 1 / 3 →': the words stay for screen readers (`.pager-label`). `query`:
 * the other parameters of the page's address, kept on both links.
 */
export function Pager({ page, pageCount, query = {} }: { page: number; pageCount: number; query?: Record<string, string> }) {
  const pages = Math.max(pageCount, 1);
  // The page's other parameters (a search's words) go along.
  const to = (n: number) => `?${new URLSearchParams({ ...query, page: String(n) })}`;
  const shown = Math.min(page, pages);
  const previous = (
    <>
      <Icon svg={arrowLeft} /> <span className="pager-label">Previous page</span>
    </>
  );
  const next = (
    <>
      <span className="pager-label">Next page</span> <Icon svg={arrowRight} />
    </>
  );
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="button secondary" to={to(page - 1)} preventScrollReset={false}>
          {previous}
        </Link>
      ) : (
        <button type="button" className="button secondary" disabled>
          {previous}
        </button>
      )}
      <span className="pager-position">
        <span className="pager-long">
          Page {shown} of {pages}
        </span>
        <span className="pager-short" aria-hidden="true">
          {shown} / {pages}
        </span>
      </span>
      {page < pageCount ? (
        <Link className="button secondary" to={to(page + 1)}>
          {next}
        </Link>
      ) : (
        <button type="button" className="button secondary" disabled>
          {next}
        </button>
      )}
    </nav>
  );
}
