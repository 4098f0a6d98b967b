import { describe, expect, it } from 'vitest';
import { passwordMatches } from '../src/lib/verified-passwords';

/** bcrypt once per owner password and hash, for a while; a wrong one always compared (issue 21). No CMS needed. */
describe('passwordMatches', () => {
  const bcrypt = () => {
    const calls: string[] = [];
    const compare = async (password: string, hash: string) => {
      calls.push(password);
      return hash === `hash of ${password}`;
    };
    return { calls, compare };
  };

  it('compares a right password once, then knows it for ten minutes', async () => {
    const { calls, compare } = bcrypt();
    const at = Date.parse('2026-11-28T10:00:00Z');
    expect(await passwordMatches('right one', 'hash of right one', compare, at)).toBe(true);
    expect(await passwordMatches('right one', 'hash of right one', compare, at + 9 * 60_000)).toBe(true);
    expect(calls).toEqual(['right one']);
    expect(await passwordMatches('right one', 'hash of right one', compare, at + 11 * 60_000)).toBe(true);
    expect(calls).toEqual(['right one', 'right one']);
  });

  it('compares every wrong password, however often it is tried', async () => {
    const { calls, compare } = bcrypt();
    for (let n = 0; n < 3; n += 1) expect(await passwordMatches('guess', 'hash of secret', compare)).toBe(false);
    expect(calls).toEqual(['guess', 'guess', 'guess']);
  });

  it('knows nothing for a new hash: a changed password is compared again', async () => {
    const { calls, compare } = bcrypt();
    expect(await passwordMatches('old', 'hash of old', compare)).toBe(true);
    expect(await passwordMatches('old', 'hash of new', compare)).toBe(false);
    expect(calls).toEqual(['old', 'old']);
  });
});
