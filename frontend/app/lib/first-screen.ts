/**
 * What a route tells the document about its first screen. The serif italic is the quotes' (the
 * landing's quote banner, the footer's quotes, an article's blockquotes): it is fetched with the
 * page only where a quote is in the first screen, the landing's. Elsewhere it comes when a quote
 * is drawn, its fallback scaled to its metrics so nothing moves, and the first screen's text and
 * picture do not share a slow phone's link with it (ADR 52).
 */
export type FirstScreenHandle = { firstScreenItalic?: boolean };

export const QUOTE_FIRST_SCREEN: FirstScreenHandle = { firstScreenItalic: true };

/** True when a matched route says its first screen shows a quote. */
export function firstScreenHasItalic(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as FirstScreenHandle | undefined)?.firstScreenItalic === true);
}
