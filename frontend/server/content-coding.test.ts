// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip';

describe('acceptsGzip', () => {
  it('reads q-values and wildcards as RFC 9110 does', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*', 'GZIP', 'identity, gzip;q=0.1'])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, '', 'gzip;q=0', 'gzip;q=0.000', 'br', 'identity', '*;q=0', 'x-gzip-not, br', 'deflate, *;q=0'])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});
