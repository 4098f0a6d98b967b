import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/lib/client-address';
import { loadCmsConfig } from '../src/lib/config';
import { withEnv } from './env';

/** The real client address and the key limits count it by (issue 14, items 14 and 15); no CMS needed. */
describe('clientAddress', () => {
  it('believes the last X-Forwarded-For hop from loopback, the default trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::1', '2001:db8::5')).toBe('2001:db8::5');
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', ['192.0.2.1', '203.0.113.9'])).toBe('203.0.113.9');
  });

  it('uses the socket address of any other peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
    expect(clientAddress('::ffff:198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
    expect(clientAddress('127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
  });

  it('takes TRUSTED_PROXIES addresses and ranges, TRUSTED_PROXY_HOPS and TRUST_PROXY=false', async () => {
    await withEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8:ff::/48' }, async () => {
      expect(clientAddress('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
      expect(clientAddress('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
      expect(clientAddress('2001:db8:ff:1::1', '203.0.113.9')).toBe('203.0.113.9');
      await withEnv({ TRUSTED_PROXY_HOPS: '2' }, async () => {
        expect(clientAddress('10.1.2.3', '192.0.2.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
        expect(clientAddress('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
        await withEnv({ TRUST_PROXY: 'false' }, () => expect(clientAddress('10.1.2.3', '203.0.113.9')).toBe('10.1.2.3'));
      });
    });
  });

  it('falls back to the peer when X-Forwarded-For is missing or its hop is no address', () => {
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', ' , ')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9, not-an-address')).toBe('127.0.0.1');
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is no address, rather than trust nobody silently', () => {
    for (const value of ['web-tier', '127.0.0.1, web-tier', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8']) {
      expect(() => loadCmsConfig({ TRUSTED_PROXIES: value })).toThrow(`TRUSTED_PROXIES is ${JSON.stringify(value)}; expected IP addresses`);
    }
  });
});
