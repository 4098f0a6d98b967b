/** A moment as the admin's browser writes dates. */
export const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** A wait in words: "—" for none, else the two largest units ("9 min 58 s", "2 days 3 h"). */
export function formatWait(seconds: number): string {
  if (seconds <= 0) return '—';
  const units: [string, number][] = [
    ['days', Math.floor(seconds / 86400)],
    ['h', Math.floor(seconds / 3600) % 24],
    ['min', Math.floor(seconds / 60) % 60],
    ['s', seconds % 60],
  ];
  const first = units.findIndex(([, value]) => value > 0);
  return units
    .slice(first, first + 2)
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => `${value} ${unit === 'days' && value === 1 ? 'day' : unit}`)
    .join(' ');
}

/** A size in bytes, kB, MB or GB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${units[unit]}`;
}
