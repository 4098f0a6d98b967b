/**
 * The sentence under a title search. `capped`: the CMS stopped counting at
 * `total` (search counts at most 1,000 matches, so a common word costs no more
 * than a rare one), so more than that match.
 */
export function matchCountText(total: number, shown: number, capped = false): string {
  if (total === 0) return 'No articles match.';
  const count = total.toLocaleString('en');
  if (capped) return `More than ${count} articles match, showing the first ${shown}.`;
  return `${count} ${total === 1 ? 'article matches' : 'articles match'}${total > shown ? `, showing the first ${shown}` : ''}.`;
}
