import { describe, expect, it } from 'vitest';
import { readCookies } from './cookies';
import { themeFromCookies } from './theme';

describe('theme from the Cookie header', () => {
  it('is the theme the cookie names, else the device decides (system)', () => {
    expect(themeFromCookies(readCookies('a=1; theme=dark; b=2'))).toBe('dark');
    expect(themeFromCookies(readCookies('theme=dark'))).toBe('dark');
    expect(themeFromCookies(readCookies('theme=light'))).toBe('light');
    expect(themeFromCookies(readCookies('theme=darker'))).toBe('system');
    expect(themeFromCookies(readCookies('xtheme=dark'))).toBe('system');
    expect(themeFromCookies(readCookies(null))).toBe('system');
  });
});

describe('readCookies', () => {
  it('decodes values, keeps the first of duplicates and survives malformed input', () => {
    expect(readCookies('a=x%20y; a=second; broken; b=%E0%A4%A')).toEqual({ a: 'x y', b: '%E0%A4%A' });
  });
});
