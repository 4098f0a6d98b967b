import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { watchConsole } from './support/console';
import { SITE_KEY, signInAsOwner } from './support/owner';
import { deleteArticles, withOwner } from './support/owner-api';
import { test } from './support/test';
import { editor, field, openWrite } from './support/write-page';

// Pictures in the editor (ADR 36): uploaded by the toolbar's button and by paste, each with
// the alt text asked for, then seen on the reader's page at the width its column needs.
const TOKEN = `Pic${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const created: string[] = [];

test.afterAll(({ browser }) => withOwner(browser, (api) => deleteArticles(api, created)));

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsOwner(context, baseURL!);
});

const pictureTool = (page: Page) => page.getByRole('button', { name: 'Picture (upload one; or paste or drop it in the text)' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp', hue: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .toFormat(format)
    .toBuffer();

/** The toolbar's Picture button, its file chooser, then the alt text dialog. */
async function uploadByButton(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, alt: string) {
  const chooser = page.waitForEvent('filechooser');
  await pictureTool(page).click();
  await (await chooser).setFiles(file);
  await insertWithAlt(page, alt);
}

async function insertWithAlt(page: Page, alt: string) {
  const panel = dialog(page, 'Add a picture');
  await expect(panel).toBeVisible();
  await panel.getByLabel('Alt text').fill(alt);
  await panel.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(panel).toBeHidden({ timeout: 20000 });
}

/** A picture pasted into the text, as the browser hands a copied picture to the page. */
async function paste(page: Page, buffer: Buffer, name: string, type: string) {
  await editor(page).click();
  await page.keyboard.press('End');
  await editor(page).evaluate(
    (root, { bytes, name, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], name, { type }));
      root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { bytes: buffer.toString('base64'), name, type },
  );
}

async function expectFullyLoaded(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('pictures uploaded by the button and by paste reach the reader at the width the column needs, with no layout shift', async ({
  page,
  browser,
}) => {
  test.setTimeout(90000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWrite(page);
  await field(page, 'Title').fill(`${TOKEN} harbour pictures`);
  await field(page, 'Picture').fill('Photo by Ana Rowe');
  await editor(page).fill('Boats rest in the harbour at dawn.');

  // The alt text is asked for, and required.
  const chooser = page.waitForEvent('filechooser');
  await pictureTool(page).click();
  await (await chooser).setFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await photo(1800, 1200, 'jpeg', 40) });
  const panel = dialog(page, 'Add a picture');
  await panel.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Describe the picture for readers who cannot see it (the alt text is required).');
  await insertWithAlt(page, 'Boats in a harbour at dawn');

  await paste(page, await photo(1000, 700, 'png', 120), 'field.png', 'image/png');
  await insertWithAlt(page, 'A green field');
  await uploadByButton(page, { name: 'sky.webp', mimeType: 'image/webp', buffer: await photo(640, 480, 'webp', 200) }, 'An empty sky');

  const inEditor = editor(page).locator('img');
  await expect(inEditor).toHaveCount(3);
  await expect(inEditor.first()).toHaveAttribute('srcset', /-480\.webp 480w, .*-1600\.webp 1600w$/);
  await expect(inEditor.first()).toHaveAttribute('loading', 'lazy');

  // The cover: uploaded beside the picture line, its photo source kept after the address.
  const coverChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await coverChooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photo(1400, 735, 'png', 90) });
  const coverPanel = dialog(page, 'Upload a cover');
  await coverPanel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(coverPanel).toBeHidden({ timeout: 20000 });
  await expect(field(page, 'Picture')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/cover_[0-9a-f]{10}-1200\.png Photo by Ana Rowe$/);

  await field(page, 'Source').fill('https://example.com/harbours');
  await field(page, 'Author').fill('Rowan Ellis');
  await field(page, 'Reference').fill('true');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/[A-Za-z0-9]+$/, { timeout: 15000 });
  created.push(new URL(page.url()).pathname.split('/').pop()!);

  // Every layout shift of the reader's page, from its first paint on.
  await page.reload();
  const pictures = page.locator('.article-body img');
  await expect(pictures).toHaveCount(3);
  const first = pictures.nth(0);
  await expect(first).toHaveAttribute('alt', 'Boats in a harbour at dawn');
  await expect(first).toHaveAttribute('sizes', '(max-width: 45rem) 100vw, 45rem');
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '1067');
  await expect(first).toHaveAttribute('loading', 'lazy');
  for (let index = 0; index < 3; index += 1) await expectFullyLoaded(pictures.nth(index));
  // The column is 45rem (720 px) wide: the 800-wide WebP, never the 1600 one; the small sky is its own 640.
  const chosen = await pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc.split('/').pop()));
  expect(chosen.map((name) => String(name).replace(/^.*_[0-9a-f]{10}/, ''))).toEqual(['-800.webp', '-800.webp', '-640.webp']);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);
  // The uploaded cover too is offered in the WebP widths made of it (the figure is at most 760 px wide here).
  const cover = page.locator('.article-figure img');
  await expectFullyLoaded(cover);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/cover_[0-9a-f]{10}-(?:800|1200)\.webp$/);

  // On a phone the column is the screen, 390 px: the 480-wide file (a fresh browser, whose cache holds no wider one).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await phone.newPage();
  await reader.goto(page.url());
  const onPhone = reader.locator('.article-body img').first();
  await expectFullyLoaded(onPhone);
  expect(await onPhone.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-480\.webp$/);
  await phone.close();
  expect(errors).toEqual([]);
});

test('a renamed file is refused in words and nothing is inserted; the cover can be chosen from the library', async ({ page, baseURL }) => {
  // One picture in the library, whatever ran before.
  const stored = await page.request.post(`/api/pictures?id=${SITE_KEY}`, {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: { picture: { name: 'library.png', mimeType: 'image/png', buffer: await photo(900, 600, 'png', 10) } },
  });
  expect(stored.status()).toBe(201);
  await openWrite(page);
  const chooser = page.waitForEvent('filechooser');
  await pictureTool(page).click();
  await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.') });
  const panel = dialog(page, 'Add a picture');
  await panel.getByLabel('Alt text').fill('Notes');
  await panel.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'picture: “notes.png” is named like a picture but is not one: only JPEG, PNG, WebP, AVIF and GIF pictures are accepted (the file’s content is checked, not its name)',
  );
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(editor(page).locator('img')).toHaveCount(0);

  await field(page, 'Picture').fill('https://old.example/a.png Photo by Ana Rowe');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const library = dialog(page, 'Choose from library');
  await expect(library.getByRole('listitem').first()).toBeVisible();
  await library.getByRole('listitem').first().getByRole('button').click();
  await expect(library).toBeHidden();
  await expect(field(page, 'Picture')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/\S+ Photo by Ana Rowe$/);
});
