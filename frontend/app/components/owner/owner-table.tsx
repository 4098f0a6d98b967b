import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Pager } from '~/components/pager';
import type { ListPage } from './list-page';
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
  failedText: string;
  row: (item: T) => ReactNode;
};

/**
 * An owner list as a table (A-Opinions, Ping): placeholder rows while it
 * loads, a clear sentence when it is empty or failed, a pager when it has
 * more than one page.
 */
export function OwnerTable<T>({ list, failed, page, caption, headings, emptyText, failedText, row }: Props<T>) {
  if (failed && !list) return <p role="alert">{failedText}</p>;
  // A delete emptied the last page: show the page before it.
  if (list && list.items.length === 0 && page > 1) return <Navigate to={`?page=${Math.max(list.pagination.pageCount, 1)}`} replace />;
  if (list && list.items.length === 0) return <p className="empty-list">{emptyText}</p>;
  return (
    <>
      <table className="owner-table" aria-busy={!list}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>{list ? list.items.map(row) : <PlaceholderRows columns={headings.length + 1} />}</tbody>
      </table>
      {list && list.pagination.pageCount > 1 && <Pager page={page} pageCount={list.pagination.pageCount} />}
    </>
  );
}
