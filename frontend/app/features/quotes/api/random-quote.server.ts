import { cmsJson } from '~/lib/cms.server';

export type Quote = { id: string; author: string; en: string };

/** GET /api/quote/random: one quotation, picked by the CMS for each page load. */
export function getRandomQuote(): Promise<Quote | null> {
  return cmsJson<Quote>('/api/quote/random');
}
