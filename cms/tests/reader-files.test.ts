import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';

/**
 * The files readers fetch from the CMS, the shipped covers (/media) and the uploads (/uploads):
 * an ETag that answers 304, and one byte range (206, or 416 past the end), as caches, players
 * and resumed downloads expect (lib/file-answer.ts).
 */
let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
  fs.mkdirSync(path.join(cms.env.DATA_DIR, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(cms.env.DATA_DIR, 'uploads', 'sea_0123456789-480.webp'), UPLOAD);
});
afterAll(() => cms?.stop());

const COVER = '/media/covers/cover-01.png';
const coverBytes = () => fs.readFileSync(path.join(__dirname, '..', 'public', COVER));
const UPLOAD = Buffer.from(Array.from({ length: 3000 }, (_, n) => n % 251));
const bodyOf = (answer: { body: unknown }) => Buffer.from(answer.body as Buffer);
const binary = (request: ReturnType<ReturnType<TestCms['api']>['get']>) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each([
  ['a cover', COVER, coverBytes, 'image/png', 'max-age=2592000'],
  ['an upload', '/uploads/sea_0123456789-480.webp', () => UPLOAD, 'image/webp', 'public, max-age=31536000, immutable'],
])('%s', (_name, url, bytesOf, type, cacheControl) => {
  it('answers with an ETag, and 304 with no body when it is sent back', async () => {
    const bytes = bytesOf();
    const first = await binary(cms.api().get(url));
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe(type);
    expect(first.headers['cache-control']).toBe(cacheControl);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(Number(first.headers['content-length'])).toBe(bytes.length);
    expect(bodyOf(first).equals(bytes)).toBe(true);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await cms.api().get(url).set('If-None-Match', asked);
      expect(again.status, asked).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.text ?? '').toBe('');
    }
    expect((await cms.api().get(url).set('If-None-Match', '"other"')).status).toBe(200);
  });

  it('answers one byte range with 206 and Content-Range, and 416 with the size past the end', async () => {
    const bytes = bytesOf();
    const size = bytes.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-25', size - 25, size - 1],
      [`bytes=100-${size * 2}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await binary(cms.api().get(url).set('Range', range));
      expect(part.status, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(part.headers['content-length'])).toBe(end - start + 1);
      expect(bodyOf(part).equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 9}`, 'bytes=-0']) {
      const past = await cms.api().get(url).set('Range', range);
      expect(past.status, range).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
    }
    // Another unit, bad syntax, several ranges: the whole file.
    for (const range of ['items=0-1', 'bytes=9-2', 'bytes=0-1,5-6']) {
      const whole = await binary(cms.api().get(url).set('Range', range));
      expect(whole.status, range).toBe(200);
      expect(bodyOf(whole).equals(bytes)).toBe(true);
    }
  });

  it('sends the whole file under If-Range when the file is not the one named, the range when it is', async () => {
    const { etag } = (await cms.api().head(url)).headers;
    const held = await binary(cms.api().get(url).set({ Range: 'bytes=0-9', 'If-Range': etag }));
    expect(held.status).toBe(206);
    const changed = await binary(cms.api().get(url).set({ Range: 'bytes=0-9', 'If-Range': '"some-other"' }));
    expect(changed.status).toBe(200);
    expect(bodyOf(changed).equals(bytesOf())).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await cms.api().head(url);
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytesOf().length);
    expect(head.headers.etag).toBeTruthy();
  });
});

it('has no file outside the folders, nor one that is not there', async () => {
  for (const url of [
    '/media/covers/nothing.png',
    '/media/..%2Fmedia/covers/cover-01.png',
    '/media/covers/.hidden.png',
    '/uploads/..%2Fblog.db',
  ]) {
    expect((await cms.api().get(url)).status, url).toBe(404);
  }
});
