type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / "page X of Y" / Next under the owner's list. */
export function ArticlePaging({ page, pageCount, onPage }: Props) {
  const last = Math.max(pageCount, 1);
  return (
    <nav className="pager owner-pager" aria-label="Article pages">
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        page {page} of {last}
      </span>
      <button type="button" className="button secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
