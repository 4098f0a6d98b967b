import type { AnswerOf } from '@blog/contract/route';
import type { API } from '@blog/contract/routes';

/** GET /api/statistics: today's views, the whole-site total, and the last 30 days oldest first. */
export type Statistics = AnswerOf<typeof API.views.statistics>['data'];

/** One UTC day's page views (day: YYYY-MM-DD). */
export type DayCount = Statistics['today'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as '3 Jun', from its YYYY-MM-DD text alone: no time zone or locale,
 * so the server's HTML and the browser's first render always agree.
 */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]}`;
}

/** What the chart shows, in one sentence: its text alternative. */
export function chartSummary(days: DayCount[]): string {
  if (days.length === 0) return 'No views recorded.';
  const span = `${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}`;
  const sum = days.reduce((total, day) => total + day.count, 0);
  if (sum === 0) return `Views per day from ${span}: no views.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0]);
  return `Views per day from ${span}: ${sum} in all, the most on ${shortDay(busiest.day)} with ${busiest.count}.`;
}
