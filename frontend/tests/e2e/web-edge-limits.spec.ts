import http from 'node:http';
import { expect } from '@playwright/test';
import { test } from './support/test';

// The web server's own routes (not the /api, /uploads, /media proxy): bounded bodies, bad input
// as a 400 or 404 page, no open redirect, and the CMS calls made for a reader carry that
// reader's address (frontend/server/body-limit.ts, app/lib/reader-address.server.ts).

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request by hand: a chunked body, or a connection from a chosen loopback address. */
function raw(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; localAddress?: string } = {},
): Promise<Raw> {
  const { method = 'POST', headers = {}, chunks = [], localAddress } = options;
  return new Promise((resolve, reject) => {
    const sent = http.request(new URL(path, baseURL), { method, headers, localAddress, agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (part: string) => (body += part));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    // The server may answer and close before the whole body is sent.
    sent.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) sent.write(chunk);
    sent.end();
  });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' };
const themeForm = (returnTo: string) => `intent=theme&theme=dark&returnTo=${encodeURIComponent(returnTo)}`;

test.describe("bodies of the web server's own routes", () => {
  test('a body over 16 KB is refused with 413, declared or chunked', async ({ request, baseURL }) => {
    const padding = `&pad=${'a'.repeat(17 * 1024)}`;
    const declared = await request.post('/preferences', { headers: FORM, data: themeForm('/') + padding, maxRedirects: 0 });
    expect(declared.status()).toBe(413);
    const unsubscribe = await request.post('/email-unsubscribe/x', {
      headers: FORM,
      data: `email=a%40example.com${padding}`,
      maxRedirects: 0,
    });
    expect(unsubscribe.status()).toBe(413);
    // No Content-Length: read up to the bound, then refused.
    const chunked = await raw(baseURL!, '/preferences', {
      headers: { ...FORM, 'Transfer-Encoding': 'chunked' },
      chunks: [Buffer.from(themeForm('/')), ...Array.from({ length: 40 }, () => Buffer.alloc(1024, 'a'))],
    });
    expect(chunked.status).toBe(413);
    // Within the bound, chunked or not, the form works.
    const small = await raw(baseURL!, '/preferences', {
      headers: { ...FORM, 'Transfer-Encoding': 'chunked' },
      chunks: [Buffer.from(themeForm('/about'))],
    });
    expect(small.status).toBe(303);
    expect(small.headers.location).toBe('/about');
  });

  test('JSON or garbage posted to a form is a 400 page, never a 500', async ({ request }) => {
    for (const path of ['/preferences', '/email-unsubscribe/x']) {
      const json = await request.post(path, {
        headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
        data: '{"intent":"theme"}',
        maxRedirects: 0,
      });
      expect(json.status(), path).toBe(400);
      const garbage = await request.post(path, {
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/html' },
        data: '\u0000\u0001 not a form',
        maxRedirects: 0,
      });
      expect(garbage.status(), path).toBe(400);
    }
  });
});

test.describe('returnTo of the display preferences', () => {
  test('only a path of this site survives; anything else returns to /', async ({ request }) => {
    const back = async (returnTo: string) => {
      const answer = await request.post('/preferences', { headers: FORM, data: themeForm(returnTo), maxRedirects: 0 });
      expect(answer.status(), returnTo).toBe(303);
      return answer.headers()['location'];
    };
    expect(await back('/blog/page/coding?page=2#top')).toBe('/blog/page/coding?page=2#top');
    for (const elsewhere of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(await back(elsewhere), JSON.stringify(elsewhere)).toBe('/');
    }
    // Not ASCII: kept, percent-encoded as a URL has it.
    expect(await back('/blog/é')).toBe('/blog/%C3%A9');
  });
});

test.describe('made-up addresses', () => {
  test('a NUL in a reader path, or a path longer than any article has, is a 404 page', async ({ request }) => {
    for (const path of ['/blog/%00', '/blog/a%00b', '/local/%00', '/%00', `/blog/${'a'.repeat(600)}`, `/local/${'a'.repeat(600)}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).toContain('WebPage not found!');
    }
  });

  test('a page number no list can have is a 404 page', async ({ request }) => {
    for (const path of [
      '/blog/page/articles?page=99999999999999999999',
      '/blog/page/coding?page=99999999999999999999',
      '/sitemap?page=1e21',
      '/blog/page/99999999999999999999',
    ]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).toContain('WebPage not found!');
    }
  });
});

test('one reader using up the unsubscribe limit does not block another reader', async ({ baseURL }) => {
  // Two readers on their own loopback addresses (all of 127/8 is this machine), new on every run.
  const octet = () => 2 + Math.floor(Math.random() * 250);
  const spammer = `127.${octet()}.${octet()}.${octet()}`;
  let reader = spammer;
  while (reader === spammer) reader = `127.${octet()}.${octet()}.${octet()}`;
  const post = (localAddress: string) =>
    raw(baseURL!, '/email-unsubscribe/made-up-link', { localAddress, headers: FORM, chunks: [Buffer.from('email=nobody%40example.com')] });
  let last: Raw | undefined;
  for (let i = 0; i < 21; i += 1) last = await post(spammer);
  expect(last!.body).toContain('Too many requests');
  const other = await post(reader);
  expect(other.status).toBe(200);
  expect(other.body).not.toContain('Too many requests');
});
