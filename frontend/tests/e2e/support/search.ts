import { expect, type Page } from '@playwright/test';

/** The footer's search control: a <details> summary, closed until the reader opens it. */
export const footerSearchToggle = (page: Page) => page.locator('footer summary', { hasText: 'Search' });

/** Opens the footer's search and answers its form (the search landmark). */
export async function openFooterSearch(page: Page) {
  await footerSearchToggle(page).click();
  const search = page.locator('footer').getByRole('search');
  await expect(search).toBeVisible();
  return search;
}
