// The pages that read their page number: the category lists (and All Articles), and the sitemap;
// also as a client navigation's `.data` request.
const PAGED = /^\/(?:blog\/page\/[^/]+|sitemap)(?:\.data)?\/?$/;

/** The query parameters a reader page reads: the page number, on the pages that have pages. Any other gives the same page. */
export function paramsReadBy(pathname: string): readonly string[] {
  return PAGED.test(pathname) ? ['page'] : [];
}

/** The address of a page without the query parameters it does not read (and those in `more`): what a form returns the reader to. */
export function pageAddress(pathname: string, search: string, more: readonly string[] = []): string {
  const kept = [...paramsReadBy(pathname), ...more];
  const query = new URLSearchParams(search);
  const left = new URLSearchParams();
  for (const [name, value] of query) if (kept.includes(name)) left.append(name, value);
  const rest = left.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
