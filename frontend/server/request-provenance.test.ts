// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetWebConfig } from '../app/lib/config.server';
import { comparablePath, fromSitePages, isPageNavigation, needsProvenance, requestProvenance } from './request-provenance';

const SITE = 'https://blog.example.com';
const SESSION = 'theme=dark; session=abc.def.ghi';
process.env.PRODUCT_SLUG = 'writer-blog';

describe('fromSitePages', () => {
  it("believes the browser's Sec-Fetch-Site first: only same-origin comes from the site's pages", () => {
    expect(fromSitePages({ 'sec-fetch-site': 'same-origin' }, SITE, false)).toBe(true);
    expect(fromSitePages({ 'sec-fetch-site': 'same-site' }, SITE, false)).toBe(false);
    expect(fromSitePages({ 'sec-fetch-site': 'cross-site' }, SITE, true)).toBe(false);
    // A forged Origin does not outweigh what the browser says.
    expect(fromSitePages({ 'sec-fetch-site': 'same-site', origin: SITE }, SITE, false)).toBe(false);
  });

  it('lets a typed address or a bookmark (none) through for a page navigation only', () => {
    expect(fromSitePages({ 'sec-fetch-site': 'none' }, SITE, true)).toBe(true);
    expect(fromSitePages({ 'sec-fetch-site': 'none' }, SITE, false)).toBe(false);
  });

  it('asks a client without Sec-Fetch-Site for the Origin, else the Referer, of the site', () => {
    expect(fromSitePages({ origin: SITE }, SITE, false)).toBe(true);
    expect(fromSitePages({ origin: 'https://blog.example.com:8443' }, SITE, false)).toBe(false);
    expect(fromSitePages({ origin: 'http://blog.example.com' }, SITE, false)).toBe(false);
    expect(fromSitePages({ origin: 'null' }, SITE, false)).toBe(false);
    expect(fromSitePages({ origin: 'https://evil.example', referer: `${SITE}/dashboard` }, SITE, false)).toBe(false);
    expect(fromSitePages({ referer: `${SITE}/dashboard/write?x=1` }, SITE, false)).toBe(true);
    expect(fromSitePages({ referer: 'https://blog.example.com.evil.example/' }, SITE, false)).toBe(false);
    expect(fromSitePages({ referer: 'not an address' }, SITE, false)).toBe(false);
  });

  it('refuses a client that says nothing about where it comes from, even for a navigation', () => {
    expect(fromSitePages({}, SITE, false)).toBe(false);
    expect(fromSitePages({}, SITE, true)).toBe(false);
  });
});

describe('needsProvenance', () => {
  it('guards every /api call that carries the session cookie, and no other reader call', () => {
    expect(needsProvenance('GET', '/api/post', SESSION)).toBe(true);
    expect(needsProvenance('POST', '/api/like', SESSION)).toBe(true);
    expect(needsProvenance('GET', '/api/post', 'theme=dark')).toBe(false);
    expect(needsProvenance('POST', '/api/like', 'session=')).toBe(false);
    expect(needsProvenance('POST', '/api/contacttry-writer-blog', undefined)).toBe(false);
  });

  it('guards the owner calls whatever the cookie', () => {
    expect(needsProvenance('GET', '/api/hash-pswd', undefined)).toBe(true);
    expect(needsProvenance('POST', '/api/article-draft-writer-blog', undefined)).toBe(true);
    expect(needsProvenance('POST', '/api/signout', undefined)).toBe(true);
    expect(needsProvenance('GET', '/api/session', undefined)).toBe(true);
  });

  it('guards /signout with any method, and changes and data reads under /dashboard', () => {
    for (const method of ['GET', 'POST', 'PUT']) expect(needsProvenance(method, '/signout', undefined)).toBe(true);
    expect(needsProvenance('POST', '/signout.data', undefined)).toBe(true);
    expect(needsProvenance('POST', '/dashboard/write', undefined)).toBe(true);
    expect(needsProvenance('GET', '/dashboard/passwords.data', SESSION)).toBe(true);
    expect(needsProvenance('GET', '/dashboard.data', undefined)).toBe(true);
  });

  it('leaves page navigations open, the dashboard included', () => {
    expect(needsProvenance('GET', '/dashboard', SESSION)).toBe(false);
    expect(needsProvenance('GET', '/dashboard/passwords', SESSION)).toBe(false);
    expect(needsProvenance('GET', '/blog', SESSION)).toBe(false);
    expect(needsProvenance('POST', '/ping', undefined)).toBe(false);
  });

  it('guards any other change that carries the session cookie', () => {
    expect(needsProvenance('POST', '/sign-in', SESSION)).toBe(true);
    expect(needsProvenance('POST', '/preferences', SESSION)).toBe(true);
  });
});

describe('comparablePath', () => {
  it('reads the path as React Router and Strapi match it', () => {
    expect(comparablePath('/DashBoard/Write/?x=1')).toBe('/dashboard/write');
    expect(comparablePath('/%73ignout')).toBe('/signout');
    expect(comparablePath('//dashboard//passwords.data')).toBe('/dashboard/passwords.data');
    expect(comparablePath('/blog/../signout')).toBe('/signout');
    expect(comparablePath('/blog/%2e%2e/api/hash-pswd/')).toBe('/api/hash-pswd');
    expect(comparablePath('http://other.example/api/hash-pswd')).toBe('/api/hash-pswd');
    expect(comparablePath('/%E0%A4%A')).toBe('/%e0%a4%a');
    expect(comparablePath('/')).toBe('/');
    expect(comparablePath('http://[::1/API/x')).toBe('http:/[::1/api/x');
  });

  it('tells a page navigation from a data read', () => {
    expect(isPageNavigation('GET', '/signout')).toBe(true);
    expect(isPageNavigation('POST', '/signout')).toBe(false);
    expect(isPageNavigation('GET', '/dashboard/passwords.data')).toBe(false);
    expect(isPageNavigation('GET', '/api/hash-pswd')).toBe(false);
  });
});

describe('requestProvenance', () => {
  // The web server's order: this first, then what would pass the request on (the proxy, React Router).
  let passedOn: string[] = [];
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    process.env.PUBLIC_URL = 'http://127.0.0.1:3999/';
    resetWebConfig();
    const app = express();
    app.use(requestProvenance);
    app.use((req, res) => {
      passedOn.push(`${req.method} ${req.originalUrl}`);
      res.end('passed on');
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    delete process.env.PUBLIC_URL;
    resetWebConfig();
  });

  const send = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; type: string; cache: string; body: string }>((resolve, reject) => {
      passedOn = [];
      const asked = http.request({ port, method, path, headers }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => (body += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            type: String(answer.headers['content-type']),
            cache: String(answer.headers['cache-control']),
            body,
          }),
        );
      });
      asked.on('error', reject);
      asked.end(method === 'GET' ? undefined : 'headingSave=planted');
    });

  it("refuses an /api call from another origin with the CMS's 403 shape, and passes nothing on", async () => {
    const answer = await send('POST', '/api/article-draft-writer-blog/?id=k', {
      cookie: SESSION,
      'sec-fetch-site': 'same-site',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.cache).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: 'This request did not come from the pages of this site, so nothing was done.',
        details: {},
      },
    });
    expect(passedOn).toEqual([]);
  });

  it('refuses a page request with a 403 page, and passes nothing on', async () => {
    const answer = await send('POST', '/signout', { origin: 'http://127.0.0.1:4000' });
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('This request did not come from the pages of this site, so nothing was done.');
    expect(passedOn).toEqual([]);
  });

  it('passes nothing on for an absolute address, whatever its host', async () => {
    expect((await send('GET', 'http://other.example/api/hash-pswd?id=k', { cookie: SESSION })).status).toBe(403);
    expect((await send('GET', 'http://[::1/api/hash-pswd', { cookie: SESSION })).status).toBe(404);
    expect(passedOn).toEqual([]);
  });

  it("passes on the site's own calls, a Node client naming the site's origin, and page navigations", async () => {
    expect((await send('GET', '/api/hash-pswd?id=k', { cookie: SESSION, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send('PUT', '/api/hash-pswd?id=k', { cookie: SESSION, origin: 'http://127.0.0.1:3999' })).status).toBe(200);
    expect((await send('GET', '/signout', { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await send('GET', '/dashboard/passwords', { cookie: SESSION, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    expect(passedOn).toEqual(['GET /dashboard/passwords']);
  });
});
