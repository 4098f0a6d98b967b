import { describe, expect, it } from 'vitest';
import { matchCountText } from './match-count';

describe('matchCountText', () => {
  it('says none, one, all shown, or how many of how many', () => {
    expect(matchCountText(0, 0)).toBe('No articles match.');
    expect(matchCountText(1, 1)).toBe('1 article matches.');
    expect(matchCountText(3, 3)).toBe('3 articles match.');
    expect(matchCountText(12, 8)).toBe('12 articles match, showing the first 8.');
  });

  it('says "more than" when the count stopped at its cap', () => {
    expect(matchCountText(1000, 8, true)).toBe('More than 1,000 articles match, showing the first 8.');
    expect(matchCountText(1000, 8, false)).toBe('1,000 articles match, showing the first 8.');
  });
});
