import { useSearchParams } from 'react-router';

// Shared by the owner's lists of opinions and of pings: the same paging from the CMS, the same pages in the URL.

/** The paging of an owner list, as the CMS answers it in meta.pagination. */
export type Pagination = { page: number; pageSize: number; total: number; pageCount: number };

/** One page of an owner list. */
export type ListPage<T> = { items: T[]; pagination: Pagination };

/** The list's page from `?page=` (the Pager's links): a whole number from 1, else 1. */
export function useListPage(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
