import { expect, type APIResponse } from '@playwright/test';
import { test } from './support/test';

/** A PNG's width and height, from its header (IHDR). */
async function pngSize(response: APIResponse) {
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('an article without a 1200x630 cover links a share card drawn on the server, asked again for nothing', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/how-this-blog-is-built');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${baseURL}/local/how-this-blog-is-built/share-card\\.png\\?v=[0-9a-z]+$`));
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'How This Blog Is Built');
  const card = await request.get(image!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  // A PNG is compressed already: never gzipped again.
  expect(card.headers()['content-encoding']).toBeUndefined();
  expect(await pngSize(card)).toEqual({ width: 1200, height: 630 });
  // Drawn once per content version: asked again with its ETag, it costs nothing.
  const again = await request.get(image!, { headers: { 'If-None-Match': card.headers().etag! } });
  expect(again.status()).toBe(304);
});

test("an article with one of the site's own covers shares the cover itself", async ({ page, request, baseURL }) => {
  await page.goto('/blog/page/health');
  // The newest with one of the site's own covers: other tests post articles with other pictures meanwhile.
  await page
    .locator('.card')
    .filter({ has: page.locator('img[src^="/media/covers/"]') })
    .first()
    .locator('a')
    .first()
    .click();
  await expect(page.locator('.article-body')).toBeVisible();
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${baseURL}/media/covers/cover-[\\w-]+\\.png$`));
  expect(await pngSize(await request.get(image!))).toEqual({ width: 1200, height: 630 });
});

test('an unknown article has no share card', async ({ request }) => {
  expect((await request.get('/blog/no-such-article/share-card.png')).status()).toBe(404);
  expect((await request.get('/local/no-such-article/share-card.png')).status()).toBe(404);
});
