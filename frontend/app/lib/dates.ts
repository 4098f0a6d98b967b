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
