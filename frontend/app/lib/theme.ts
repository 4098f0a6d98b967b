// Theme: the reader's choice is a 7-day cookie (docs/spec/reader-side.md section 4). With no
// choice stored the page follows the device's colour scheme (docs/decisions/0031).
export const THEME_COOKIE = 'theme';
export const THEME_DAYS = 7;
export type Theme = 'light' | 'dark';
/** What the page is painted in: a chosen theme, or `system` (the device's, by CSS). */
export type ThemeSetting = Theme | 'system';

export function themeFromCookies(cookies: Record<string, string>): ThemeSetting {
  const chosen = cookies[THEME_COOKIE];
  return chosen === 'dark' || chosen === 'light' ? chosen : 'system';
}
