// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentCoding } from './content-coding';

describe('contentCoding', () => {
  it('prefers Brotli at an equal q-value, and reads q-values and wildcards as RFC 9110 does', () => {
    const cases: [string | undefined, 'br' | 'gzip' | null][] = [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip, br', 'br'],
      ['*', 'br'],
      ['BR', 'br'],
      ['gzip;q=0.8, br;q=0.8', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.000, gzip;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['*;q=0.5, gzip', 'gzip'],
      ['*, br;q=0', 'gzip'],
      [undefined, null],
      ['', null],
      ['identity', null],
      ['identity, br;q=0.5', null],
      ['gzip;q=0, br;q=0', null],
      ['*;q=0', null],
      ['deflate, x-gzip-not', null],
    ];
    for (const [header, coding] of cases) expect(contentCoding(header), String(header)).toBe(coding);
  });
});
