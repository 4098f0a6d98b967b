import { z } from 'zod';
import { FULL_TEXT_LAST_PAGE, FULL_TEXT_QUERY_MAX, FULL_TEXT_TERMS_MAX, parseFullTextQuery } from '@blog/rules/full-text';
import { looksLikeTagPair } from '@blog/rules/tag-pair';
import { input } from '../input';
import { SEARCH_ROUTES } from '../routes/search';
import { NO_NUL, NO_NUL_MESSAGE, countField } from './fields';

/** The most matches a title search counts and lists: its `limit` goes up to it. */
export const SEARCH_COUNT_CAP = 1000;

/** `?q=`, trimmed: `what` names it in the message when it is missing. */
const searched = (what: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : 'must be one text') })
    .trim()
    .min(1, `is required (${what})`)
    .max(max, `must be at most ${max} characters`)
    .regex(NO_NUL, NO_NUL_MESSAGE);

/** The live search of titles: `q` is the text searched for. */
const titlesQuery = z
  .object({
    q: searched('the text to search for', 100).refine((text) => !looksLikeTagPair(text), 'must not be HTML'),
    // Up to the count's cap: the live results list every match the count reports.
    limit: countField(SEARCH_COUNT_CAP, `must be at most ${SEARCH_COUNT_CAP}`, 8),
  })
  .transform(({ q, limit }) => ({ text: q, limit }));

/** The full-text search: `q` is read as its words and phrases. */
const textQuery = z
  .object({
    q: searched('the words to search for', FULL_TEXT_QUERY_MAX)
      .transform(parseFullTextQuery)
      .refine(
        (query) => query.words.length + query.phrases.length <= FULL_TEXT_TERMS_MAX,
        `must have at most ${FULL_TEXT_TERMS_MAX} words and phrases`,
      ),
    // The ranked matches stop at the cap: no page lies beyond it.
    page: countField(FULL_TEXT_LAST_PAGE, `must be at most ${FULL_TEXT_LAST_PAGE}`, 1),
  })
  .transform(({ q, page }) => ({ query: q, page }));

export const SEARCH_INPUTS = {
  titles: input(SEARCH_ROUTES.titles, { query: titlesQuery }),
  text: input(SEARCH_ROUTES.text, { query: textQuery }),
};
