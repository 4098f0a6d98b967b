import { cmsJson } from '~/lib/cms.server';
import { learnQuoteChoices } from '../quote-choices.server';

export type Quote = { id: string; author: string; en: string };

/** GET /api/quote/random: the quote this page load picked (server/app.ts), or one the CMS picks. */
export async function getRandomQuote(pick?: number): Promise<Quote | null> {
  const answer = await cmsJson<Quote & { choices?: number }>(`/api/quote/random${pick === undefined ? '' : `?pick=${pick}`}`);
  if (!answer) return null;
  const { choices, ...quote } = answer;
  learnQuoteChoices(choices);
  return quote;
}
