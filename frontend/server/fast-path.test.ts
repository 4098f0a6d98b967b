// @vitest-environment node
import http, { Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastPath } from './fast-path';

process.env.PRODUCT_SLUG = 'writer-blog';

/** What the fake CMS was asked, and answers every call with Strapi's own security headers. */
type Asked = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let asked: Asked[] = [];
const cms = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    asked.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    res.writeHead(req.method === 'POST' ? 201 : 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Powered-By': 'Strapi <strapi.io>',
      'Content-Security-Policy': "script-src 'self' https://market-assets.strapi.io",
      'X-Frame-Options': 'SAMEORIGIN',
      Vary: 'Origin',
    });
    res.end(JSON.stringify(req.url?.includes('q=long') ? { data: 'x'.repeat(4000) } : { ArticleId: 'a1', count: 3 }));
  });
});

let site: http.Server;
let base = '';
let wentOn: string[] = [];

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const cmsUrl = await listen(cms);
  const fast = fastPath({ cmsUrl, agent: new Agent({ keepAlive: true }), timeoutMs: 2000, productSlug: 'writer-blog' });
  site = http.createServer((req, res) =>
    fast(req, res, () => {
      wentOn.push(`${req.method} ${req.url}`);
      res.end('express');
    }),
  );
  base = await listen(site);
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => cms.close(resolve));
});

const reset = () => {
  asked = [];
  wentOn = [];
};

describe('fastPath', () => {
  it('passes a fast-path call to the CMS as the proxy would, with the reader address appended', async () => {
    reset();
    const answer = await fetch(`${base}/api/like?ArticleId=a1`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ArticleId: 'a1', count: 3 });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/like?ArticleId=a1' });
    expect(asked[0].headers['x-forwarded-for']).toBe('203.0.113.9,127.0.0.1');
    expect(asked[0].headers['x-forwarded-proto']).toBe('http');
    expect(asked[0].headers['x-forwarded-port']).toBe(new URL(base).port);
    expect(asked[0].headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(wentOn).toEqual([]);
  });

  it("answers with this site's security headers instead of the CMS's, keeping the rest", async () => {
    reset();
    const answer = await fetch(`${base}/api/unlike?ArticleId=a1`);
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('content-security-policy')).not.toContain('strapi.io');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('compresses an answer as every other answer of the site is compressed', async () => {
    reset();
    const answer = await new Promise<IncomingMessage>((resolve) =>
      http.get(`${base}/api/search?q=long`, { headers: { 'Accept-Encoding': 'gzip' } }, resolve),
    );
    answer.resume();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
  });

  it('passes the body of a write unchanged, with its status', async () => {
    reset();
    const body = JSON.stringify({ Email: 'reader@example.org', idArticle: 'a1', website: '' });
    const answer = await fetch(`${base}/api/like`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(answer.status).toBe(201);
    expect(asked[0]).toMatchObject({ method: 'POST', url: '/api/like', body });
    expect(asked[0].headers['content-type']).toBe('application/json');
    for (const [method, path] of [
      ['PUT', '/api/m4-cxrbine'],
      ['POST', '/api/daily-6567'],
      ['GET', '/api/search?q=sleep&limit=8'],
      ['GET', '/api/search/text?q=sleep'],
      ['GET', '/api/like/?ArticleId=a1'],
      ['POST', '/api/opinion-about-article-writer-blog?id=k&reference=%2Fblog%2Fa1'],
    ])
      expect((await fetch(`${base}${path}`, { method })).ok, path).toBe(true);
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/like',
      'PUT /api/m4-cxrbine',
      'POST /api/daily-6567',
      'GET /api/search?q=sleep&limit=8',
      'GET /api/search/text?q=sleep',
      'GET /api/like/?ArticleId=a1',
      'POST /api/opinion-about-article-writer-blog?id=k&reference=%2Fblog%2Fa1',
    ]);
  });

  it("leaves everything else to Express: other calls, other spellings, and the owner's cookie", async () => {
    reset();
    await fetch(`${base}/api/LIKE?ArticleId=a1`);
    await fetch(`${base}/api/like?ArticleId=a1`, { method: 'HEAD' });
    await fetch(`${base}/api/quote/random`);
    await fetch(`${base}/api/m4-cxrbine`, { method: 'POST' });
    await fetch(`${base}/api/like?ArticleId=a1`, { headers: { Cookie: 'theme=dark; session=abc.def' } });
    expect(asked).toEqual([]);
    expect(wentOn).toEqual([
      'GET /api/LIKE?ArticleId=a1',
      'HEAD /api/like?ArticleId=a1',
      'GET /api/quote/random',
      'POST /api/m4-cxrbine',
      'GET /api/like?ArticleId=a1',
    ]);
  });

  it('answers 503 with a reason when the CMS cannot be reached', async () => {
    const closed = http.createServer();
    const deadUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const fast = fastPath({ cmsUrl: deadUrl, agent: new Agent(), timeoutMs: 2000, productSlug: 'writer-blog' });
    const front = http.createServer((req, res) => fast(req, res, () => res.end('express')));
    const frontUrl = await listen(front);
    try {
      const answer = await fetch(`${frontUrl}/api/like?ArticleId=a1`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: { status: 503, message: 'The content service is not reachable right now.' } });
    } finally {
      await new Promise((resolve) => front.close(resolve));
    }
  });
});
