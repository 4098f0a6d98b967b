const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field holds it: YYYY-MM-DDTHH:mm in the browser's own time zone. */
export function localInputOf(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** A datetime-local field's value as an instant (the browser's time zone), or null when it names none. */
export function instantOfLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
