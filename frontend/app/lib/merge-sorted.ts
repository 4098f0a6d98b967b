/**
 * Two lists, each already in `order`, as one list in that order. A tie keeps the
 * first list's item first (the CMS's articles before the site's shipped ones).
 */
export function mergeSorted<T>(first: readonly T[], second: readonly T[], order: (a: T, b: T) => number): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    const fromSecond = i === first.length || (j < second.length && order(second[j], first[i]) < 0);
    merged.push(fromSecond ? second[j++] : first[i++]);
  }
  return merged;
}
