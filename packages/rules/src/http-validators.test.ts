import { describe, expect, it } from 'vitest';
import { byteRange, matchesNoneOf, rangeStillHolds } from './http-validators';

describe('matchesNoneOf', () => {
  it('compares weakly, in a list, and takes `*` for any', () => {
    const etag = '"abc"';
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', '"x",W/"abc" ', '*']) expect(matchesNoneOf(header, etag), header).toBe(true);
    for (const header of [undefined, '', '"abcd"', 'abc', '"ab", "c"']) expect(matchesNoneOf(header, etag), String(header)).toBe(false);
    expect(matchesNoneOf('"abc"', 'W/"abc"')).toBe(true);
  });
});

describe('rangeStillHolds', () => {
  const lastModified = 'Tue, 01 Dec 2026 10:00:00 GMT';
  it('holds without If-Range, for the strong ETag itself, or the very date', () => {
    expect(rangeStillHolds(undefined, '"abc"')).toBe(true);
    expect(rangeStillHolds('"abc"', '"abc"')).toBe(true);
    expect(rangeStillHolds(lastModified, '"abc"', lastModified)).toBe(true);
  });
  it('fails for another ETag, any weak one, another date or a date with nothing to compare', () => {
    expect(rangeStillHolds('"abd"', '"abc"')).toBe(false);
    expect(rangeStillHolds('W/"abc"', '"abc"')).toBe(false);
    expect(rangeStillHolds('W/"abc"', 'W/"abc"')).toBe(false);
    expect(rangeStillHolds('Wed, 02 Dec 2026 10:00:00 GMT', '"abc"', lastModified)).toBe(false);
    expect(rangeStillHolds(lastModified, '"abc"')).toBe(false);
  });
});

describe('byteRange', () => {
  it('reads one range, cut at the end of the body', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('Bytes= 999-999', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('is unsatisfiable when it starts past the end or asks for no byte', () => {
    for (const header of ['bytes=1000-', 'bytes=1000-1001', 'bytes=-0', 'bytes=99999999999999999999-'])
      expect(byteRange(header, 1000), header).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(byteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });

  it('gives the whole body for no range, another unit, bad syntax or several ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-1',
      'bytes=a-b',
      'bytes=0-1,4-5',
      'bytes=1.5-2',
      'bytes 0-1',
    ])
      expect(byteRange(header, 1000), String(header)).toBeNull();
  });
});
