import { describe, expect, it } from 'vitest';
import { isSendableEmail } from './rules';

describe('isSendableEmail', () => {
  it('stops on an empty address, one without @, or one that looks like HTML', () => {
    expect(isSendableEmail('')).toBe(false);
    expect(isSendableEmail('reader.example.com')).toBe(false);
    expect(isSendableEmail('<b>x</b>@example.com')).toBe(false);
    expect(isSendableEmail('reader@example.com')).toBe(true);
  });
});
