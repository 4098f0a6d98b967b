import { describe, expect, it } from 'vitest';
import { isSendableEmail } from './rules';

describe('isSendableEmail', () => {
  it('stops on an empty address, one without @, or one that looks like HTML', () => {
    expect(isSendableEmail('')).toBe(false);
    expect(isSendableEmail('reader.example.com')).toBe(false);
    expect(isSendableEmail('<b>x</b>@example.com')).toBe(false);
    expect(isSendableEmail('reader@example.com')).toBe(true);
  });

  it('takes any valid address, not only .com ones, and stops on one the CMS would refuse', () => {
    expect(isSendableEmail('reader@posteo.de')).toBe(true);
    expect(isSendableEmail('reader@localhost')).toBe(false);
    expect(isSendableEmail('reader@@example.org')).toBe(false);
  });
});
