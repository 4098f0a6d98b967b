import { expect, type Page } from '@playwright/test';

/** A field of the Write page by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** Quill's editing area (the placeholder before it loads is a read-only text area with the same name). */
export const editor = (page: Page) => page.locator('#article-body.ql-editor');
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The Write page, its editor loaded and its fields open for typing. */
export async function openWrite(page: Page) {
  await page.goto('/dashboard/write');
  await expect(editor(page)).toBeVisible();
  await expect(field(page, 'Title')).toBeEnabled();
}
