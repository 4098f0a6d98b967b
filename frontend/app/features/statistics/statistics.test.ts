import { describe, expect, it } from 'vitest';
import { chartSummary, shortDay } from './statistics';

const days = (counts: number[]) => counts.map((count, i) => ({ day: `2026-02-${String(i + 20).padStart(2, '0')}`, count }));

describe('shortDay', () => {
  it('writes a YYYY-MM-DD day as day and month, whatever the time zone', () => {
    expect(shortDay('2026-01-01')).toBe('1 Jan');
    expect(shortDay('2026-12-31')).toBe('31 Dec');
    expect(shortDay('2026-06-09')).toBe('9 Jun');
  });
});

describe('chartSummary', () => {
  it('names the span, the sum and the busiest day (the first of equals)', () => {
    expect(chartSummary(days([1, 5, 0, 5]))).toBe('Views per day from 20 Feb to 23 Feb: 11 in all, the most on 21 Feb with 5.');
  });

  it('says when there were no views, or no days at all', () => {
    expect(chartSummary(days([0, 0]))).toBe('Views per day from 20 Feb to 21 Feb: no views.');
    expect(chartSummary([])).toBe('No views recorded.');
  });
});
