// Theme: dark is a 7-day cookie, light is its absence (docs/spec/reader-side.md section 4).
export const THEME_COOKIE = 'theme';
export const THEME_DAYS = 7;
export type Theme = 'light' | 'dark';

export function themeFromCookies(cookies: Record<string, string>): Theme {
  return cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
}
