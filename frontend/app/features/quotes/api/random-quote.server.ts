import { QUOTE_TAG } from '@blog/rules/content-tags';
import { cmsJson } from '~/lib/cms.server';
import { learnQuoteChoices } from '../quote-choices.server';
import { API_PATHS } from '~/lib/api-paths';
import { versionMemo } from '~/lib/version-memo.server';

export type Quote = { id: string; author: string; en: string };

// The quote of a pick is fixed by the content version (quotes are reader content): asked of the
// CMS once per version and pick (issue 21). The page cache keeps one landing page per quote.
const KEPT_QUOTES = 500;
const quoteOfVersion = versionMemo((_pick: string, pick: number) => fetchQuote(pick), KEPT_QUOTES);

/** GET /api/quote/random: the quote this page load picked (server/app.ts), or one the CMS picks. */
export function getRandomQuote(pick?: number): Promise<Quote | null> {
  return pick === undefined ? fetchQuote() : quoteOfVersion(String(pick), pick);
}

async function fetchQuote(pick?: number): Promise<Quote | null> {
  const answer = await cmsJson<Quote & { choices?: number }>(
    `${API_PATHS.randomQuote}${pick === undefined ? '' : `?pick=${pick}`}`,
    {},
    () => [QUOTE_TAG],
  );
  if (!answer) return null;
  const { choices, ...quote } = answer;
  learnQuoteChoices(choices);
  return quote;
}
