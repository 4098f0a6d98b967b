import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { movedAddress, pageMoves } from './page-moves';

describe('movedAddress', () => {
  it('moves a fixed page at another letter case or with a trailing slash to its one address, query and all', () => {
    expect(movedAddress('/Blog')).toBe('/blog');
    expect(movedAddress('/blog/')).toBe('/blog');
    expect(movedAddress('/BLOG/?utm_source=feed&x=1')).toBe('/blog?utm_source=feed&x=1');
    expect(movedAddress('/blog/page/Coding?page=2')).toBe('/blog/page/coding?page=2');
    expect(movedAddress('/About')).toBe('/about');
    expect(movedAddress('/Me.html')).toBe('/me.html');
  });

  it('moves the privacy page’s other three addresses to /privacy-policy, in any spelling', () => {
    for (const other of ['/terms-and-conditions', '/terms-and-condition', '/blog-privacy-policy', '/Terms-And-Conditions/']) {
      expect(movedAddress(other), other).toBe('/privacy-policy');
    }
    expect(movedAddress('/blog-privacy-policy?from=mail&to=a%20b')).toBe('/privacy-policy?from=mail&to=a%20b');
    expect(movedAddress('/Privacy-Policy/')).toBe('/privacy-policy');
  });

  it('leaves the one address alone, and the letter case of paths that are not fixed pages', () => {
    for (const path of [
      '/',
      '/blog',
      '/blog?page=2',
      '/privacy-policy',
      '/blog/AbC123',
      '/local/how-this-blog-is-built',
      '/search?q=Blog/',
    ]) {
      expect(movedAddress(path), path).toBeNull();
    }
  });

  it('takes the trailing slash off any path, and keeps one slash between segments', () => {
    expect(movedAddress('/blog/abc123/')).toBe('/blog/abc123');
    expect(movedAddress('/blog//abc123')).toBe('/blog/abc123');
    expect(movedAddress('//')).toBe('/');
  });

  it('never moves off the site', () => {
    expect(movedAddress('//evil.example/')).toBe('/evil.example');
    expect(movedAddress('//evil.example')).toBe('/evil.example');
    expect(movedAddress('///evil.example//?x=//y')).toBe('/evil.example?x=//y');
    expect(movedAddress('/\\evil.example/')).toBeNull();
    expect(movedAddress('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example');
    for (const address of ['//evil.example/', '/%5C/evil.example/', '//@evil.example/', '//:80/x/']) {
      const moved = movedAddress(address);
      expect(new URL(moved!, 'https://blog.example').host, address).toBe('blog.example');
    }
  });
});

describe('pageMoves', () => {
  const app = express();
  app.use(pageMoves);
  app.use((_req, res) => res.send('page'));

  it('answers a GET or HEAD of a moved address 301, shared and asked again each time', async () => {
    const moved = await request(app).get('/Blog/?utm_source=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/blog?utm_source=x');
    expect(moved.headers['cache-control']).toBe('public, no-cache');
    expect((await request(app).head('/terms-and-condition')).headers.location).toBe('/privacy-policy');
  });

  it('passes the one address, and any form post, on', async () => {
    expect((await request(app).get('/blog')).text).toBe('page');
    expect((await request(app).post('/ping/')).text).toBe('page');
  });
});
