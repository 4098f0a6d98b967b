/** The address of a reader page's share card (a page that is not an article: ADR 55). */
export const pageCardPath = (name: string) => `/share-cards/${name}.png`;

// Every share card: a page's under /share-cards/, an article's beside it (ADR 45). React Router
// matches letter case loosely, so this does too.
const SHARE_CARD = /^\/(?:share-cards\/[^/]+\.png|(?:blog|local)\/[^/]+\/share-card\.png)$/i;

/** Whether a path names a share card: answered by its route, ranges and all, never by the page cache. */
export const isShareCardPath = (path: string) => SHARE_CARD.test(path);
