/**
 * href of an article: the title lowercased, commas removed, spaces turned to
 * hyphens, preceded by a slash (admin spec, section 5). Characters that would
 * break a URL path are dropped too, so the href is always a single safe segment.
 */
export function hrefOf(title: string): string {
  const segment = title
    .trim()
    .toLowerCase()
    .replace(/,/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}\-_.~]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return `/${segment}`;
}
