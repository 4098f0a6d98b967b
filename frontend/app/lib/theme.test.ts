import { describe, expect, it } from 'vitest';
import { themeFromCookieHeader } from './theme';

describe('themeFromCookieHeader', () => {
  it('is dark only when the theme cookie says dark', () => {
    expect(themeFromCookieHeader('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeFromCookieHeader('theme=dark')).toBe('dark');
    expect(themeFromCookieHeader('theme=darker')).toBe('light');
    expect(themeFromCookieHeader('xtheme=dark')).toBe('light');
    expect(themeFromCookieHeader(null)).toBe('light');
  });
});
