import { randomInt } from 'node:crypto';

// How many quotes the CMS last said it has. The page cache keeps one landing
// page per quote and picks one of them for each page load, so the quote stays
// random per load (docs/spec/reader-side.md) while the page is rendered once per quote.
let choices = 1;

const LANDING = new Set(['/blog', '/blog.data']);

/** The quote this load of the landing page shows (one of those the CMS has, at random); none elsewhere. */
export const pickQuote = (path: string) => (LANDING.has(path) ? randomInt(choices) : undefined);

export function learnQuoteChoices(count: unknown) {
  if (typeof count === 'number' && Number.isInteger(count) && count > 0) choices = count;
}
