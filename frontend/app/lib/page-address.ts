/** The query parameters a reader page reads: its page number. Any other (a campaign tag, a made-up value) gives the same page. */
export const PAGE_PARAMS: readonly string[] = ['page'];

/** The address of a page without the query parameters no page reads: what a form returns the reader to. */
export function pageAddress(pathname: string, search: string, kept: readonly string[] = PAGE_PARAMS): string {
  const query = new URLSearchParams(search);
  const left = new URLSearchParams();
  for (const [name, value] of query) if (kept.includes(name)) left.append(name, value);
  const rest = left.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
