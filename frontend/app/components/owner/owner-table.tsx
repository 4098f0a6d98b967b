import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Pager } from '~/components/pager';
import type { ListPage } from './list-page';
import { EmptyState, LoadError } from './owner-state';
import { PlaceholderRows } from './placeholder-rows';

type Props<T> = {
  /** The page as loaded; undefined while it loads. */
  list: ListPage<T> | undefined;
  /** The load failed and there is nothing to show. */
  failed: boolean;
  page: number;
  caption: string;
  /** Column headings; a last, unnamed column holds each row's action. */
  headings: string[];
  emptyText: string;
  /** The empty state's icon and its line on what will appear here. */
  empty: { icon: string; hint: string };
  failedText: string;
  /** Loads the list again after a failure. */
  onRetry: () => void;
  /** A row: each cell names its column in `data-label` (the phone's cards show it), the action cell is `owner-action`. */
  row: (item: T) => ReactNode;
};

/**
 * An owner list as a table (A-Opinions, Ping): placeholder rows while it
 * loads, a designed empty or failed state, a pager when it has more than one
 * page. On a phone each row is a card (owner-pages.css).
 */
export function OwnerTable<T>({ list, failed, page, caption, headings, emptyText, empty, failedText, onRetry, row }: Props<T>) {
  if (failed && !list) return <LoadError title={failedText} onRetry={onRetry} />;
  // A delete emptied the last page: show the page before it.
  if (list && list.items.length === 0 && page > 1) return <Navigate to={`?page=${Math.max(list.pagination.pageCount, 1)}`} replace />;
  if (list && list.items.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={emptyText}>
        {empty.hint}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="owner-table-box">
        <table className="owner-table" aria-busy={!list}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              <th scope="col" className="owner-action">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>{list ? list.items.map(row) : <PlaceholderRows headings={headings} />}</tbody>
        </table>
      </div>
      {list && list.pagination.pageCount > 1 && <Pager page={page} pageCount={list.pagination.pageCount} />}
    </>
  );
}
