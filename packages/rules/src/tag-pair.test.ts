import { describe, expect, it } from 'vitest';
import { looksLikeTagPair } from './tag-pair';

// Kept apart from text.ts: the browser's search box needs this rule, not an HTML parser.
describe('looksLikeTagPair', () => {
  it('spots a tag pair, not a lone angle bracket', () => {
    expect(looksLikeTagPair('<b>bold</b>')).toBe(true);
    expect(looksLikeTagPair('x <script src="a">alert(1)</script> y')).toBe(true);
    expect(looksLikeTagPair('a < b > c')).toBe(false);
    expect(looksLikeTagPair('<br>')).toBe(false);
    expect(looksLikeTagPair('typescript generics')).toBe(false);
  });
});
