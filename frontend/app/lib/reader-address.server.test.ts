// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@blog/contract/routes';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsFetch, cmsJson } from './cms.server';
import { resetWebConfig } from './config.server';
import { serveReader } from './reader-address.server';

// What the CMS sees: a fake CMS on a real port that notes each call's X-Forwarded-For (and finds no article).
const seen: (string | undefined)[] = [];
const cms = http.createServer((req, res) => {
  seen.push(req.headers['x-forwarded-for'] as string | undefined);
  res.setHeader('Content-Type', 'application/json');
  res.end('null');
});

const readArticle = () => cmsJson(API.articles.byPath, { query: { name: '/one' } });

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  resetWebConfig();
});
afterAll(() => {
  cms.close();
  delete process.env.CMS_URL;
  resetWebConfig();
});

/** The web server's order: the reader is served, then a page's loader calls the CMS, after some awaiting. */
function webServer() {
  const app = express();
  app.use((req, _res, next) => serveReader(req, next));
  app.get('/page', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await readArticle();
    await cmsFetch(API.articles.byHref, { body: { href: '/two' } });
    res.send('ok');
  });
  return app;
}

describe("the reader's address on the web server's calls to the CMS", () => {
  it('appends the address the web server sees to what came in, as the /api proxy does', async () => {
    seen.length = 0;
    const app = webServer();
    await request(app).get('/page').expect(200);
    await request(app).get('/page').set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(seen).toHaveLength(4);
    expect(seen[0]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(`203.0.113.9,${seen[0]}`);
    expect(seen[3]).toBe(seen[2]);
  });

  it('keeps readers served at the same time apart', async () => {
    seen.length = 0;
    const app = webServer();
    await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) =>
        request(app).get('/page').set('X-Forwarded-For', address).expect(200),
      ),
    );
    const readers = seen.map((value) => value?.split(',')[0]);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect(readers.filter((reader) => reader === address)).toHaveLength(2);
  });

  it('sends none outside a reader request', async () => {
    seen.length = 0;
    await readArticle();
    expect(seen).toEqual([undefined]);
  });
});
