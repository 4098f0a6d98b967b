// Dates are formatted on the server in UTC, so the HTML and the hydrated page agree.
const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** hh:mm, 24-hour, UTC. */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthOf = (name: string) => MONTHS.findIndex((month) => month === name || (name.length >= 3 && month.startsWith(name)));

/**
 * The calendar day an owner's date text names, as YYYY-MM-DD: "January 5, 2020" (what the
 * editor writes), "Jan 5, 2020", "5 January 2020", "21 Nov 2026" or "2020-01-05". Null for
 * any other text, or a day the calendar lacks ("February 30, 2020").
 */
export function dayOf(text: string): string | null {
  const clean = text
    .trim()
    .toLowerCase()
    .replace(/\.(?=\s)/, '');
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(clean);
  const monthFirst = /^([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(clean);
  const dayFirst = /^(\d{1,2})\s+([a-z]+),?\s+(\d{4})$/.exec(clean);
  if (iso) parts = [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])];
  else if (monthFirst) parts = [Number(monthFirst[3]), monthOf(monthFirst[1]), Number(monthFirst[2])];
  else if (dayFirst) parts = [Number(dayFirst[3]), monthOf(dayFirst[2]), Number(dayFirst[1])];
  if (!parts || parts[1] < 0) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
