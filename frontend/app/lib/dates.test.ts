import { describe, expect, it } from 'vitest';
import { dayOf, formatDate } from './dates';

describe('dayOf', () => {
  it('reads the dates owners write, the editor’s own first', () => {
    expect(dayOf(formatDate('2020-01-05T23:30:00.000Z'))).toBe('2020-01-05');
    expect(dayOf('January 5, 2020')).toBe('2020-01-05');
    expect(dayOf('  jan. 5 2020 ')).toBe('2020-01-05');
    expect(dayOf('21 Nov 2026')).toBe('2026-11-21');
    expect(dayOf('5 September, 2021')).toBe('2021-09-05');
    expect(dayOf('2024-02-29')).toBe('2024-02-29');
  });

  it('is null for any other text and for days the calendar lacks', () => {
    for (const text of [
      '',
      'Spring 2020',
      'yesterday',
      'February 30, 2020',
      '2023-02-29',
      'Ja 5, 2020',
      'Smarch 5, 2020',
      '5/1/2020',
      '2020-1-5',
    ]) {
      expect(dayOf(text), text).toBeNull();
    }
  });
});
