import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support/test';

// What a browser, a cache or a player meets at the site's edge (issue 30): covers revalidated
// and in byte ranges (through the web server's proxy to the CMS, cms/src/lib/file-answer.ts), a
// real /favicon.ico, and Brotli wherever the client asks for it (frontend/server/content-coding.ts).

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET by hand: the bytes as sent, never decoded. */
function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers, agent: false }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test.describe('covers', () => {
  const COVER = '/media/covers/cover-01.png';

  test('answer an ETag, and 304 when it is sent back', async ({ baseURL }) => {
    const first = await get(baseURL!, COVER);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['accept-ranges']).toBe('bytes');
    const { etag } = first.headers;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get(baseURL!, COVER, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  test('answer a byte range with 206, and 416 past the end', async ({ baseURL }) => {
    const whole = await get(baseURL!, COVER);
    const size = whole.body.length;
    const part = await get(baseURL!, COVER, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.body.equals(whole.body.subarray(0, 100))).toBe(true);
    const tail = await get(baseURL!, COVER, { Range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.body.subarray(size - 10))).toBe(true);
    const past = await get(baseURL!, COVER, { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });
});

test('/favicon.ico is an icon, kept by caches for a while', async ({ baseURL }) => {
  const icon = await get(baseURL!, '/favicon.ico');
  expect(icon.status).toBe(200);
  expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect(icon.headers['cache-control']).toMatch(/max-age=[1-9]/);
  // An ICO file's header: reserved 0, type 1.
  expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test.describe('Brotli where the client asks for it, gzip where it refuses Brotli', () => {
  const decoded = (answer: Raw) =>
    answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;

  test('on a cached page, its data answer, an API answer and a static asset', async ({ baseURL }) => {
    const html = (await get(baseURL!, '/blog/page/articles')).body.toString('utf8');
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const answers = ['/blog/page/articles', '/blog/page/articles.data', '/api/quotes?pagination[pageSize]=50', asset!];
    // Each asked once before, so the pages are the cached ones, answered before Express.
    for (const path of answers) await get(baseURL!, path, { 'Accept-Encoding': 'gzip' });
    for (const path of answers) {
      const plain = decoded(await get(baseURL!, path));
      for (const [asked, coding] of [
        ['br', 'br'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
      ]) {
        const answer = await get(baseURL!, path, { 'Accept-Encoding': asked });
        expect(answer.status, `${path} ${asked}`).toBe(200);
        expect(answer.headers['content-encoding'], `${path} ${asked}`).toBe(coding);
        expect(answer.headers.vary, path).toContain('Accept-Encoding');
        expect(decoded(answer).equals(plain), `${path} ${asked}`).toBe(true);
      }
    }
  });
});
