import type { ArticleSummary } from '~/lib/article';
import { dayOf, formatDate } from '~/lib/dates';

/**
 * An article's publication date as its page gives it: the owner's display date, as its card
 * shows it, or the day it was created when it has none. `dateTime` is the same date for
 * machines (`<time>`, JSON-LD, Open Graph): the display date's day when the text names one,
 * else the creation time.
 */
export function publishedOn({ displayDate, createdAt }: Pick<ArticleSummary, 'displayDate' | 'createdAt'>) {
  const text = displayDate.trim();
  return { text: text || formatDate(createdAt), dateTime: dayOf(text) ?? createdAt };
}
