import { QUOTE_TAG } from '@blog/rules/content-tags';
import { cmsJson } from '~/lib/cms.server';
import { learnQuoteChoices } from '../quote-choices.server';
import { API_PATHS } from '~/lib/api-paths';

export type Quote = { id: string; author: string; en: string };

/** GET /api/quote/random: the quote this page load picked (server/app.ts), or one the CMS picks. */
export async function getRandomQuote(pick?: number): Promise<Quote | null> {
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
