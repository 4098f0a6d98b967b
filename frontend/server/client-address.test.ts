// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (forwarded: string | undefined, own = '10.0.0.9') =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: own },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it("is the connection's own address unless a trusted hop says otherwise; a spoofed entry is ignored", () => {
    expect(clientAddress(request('6.6.6.6'), 0)).toBe('10.0.0.9');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6,203.0.113.7, 198.51.100.2'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.9');
  });
});
