import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { watchConsole } from './support/console';

const scriptSrcOf = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attrs, code]) => ({ attrs, code }))
    .filter(({ attrs }) => !/type="application\/ld\+json"/.test(attrs));

test('every answer carries the security headers; a page rendered per request runs scripts only with its nonce', async ({ request }) => {
  // The ping page is never shared: it is rendered for each request.
  const first = await request.get('/ping');
  const second = await request.get('/ping');
  const policy = first.headers()['content-security-policy'];
  expect(scriptSrcOf(policy)).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  // A fresh nonce per answer, and every script of the document carries this answer's.
  expect(second.headers()['content-security-policy']).not.toBe(policy);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const scripts = scriptTags(await first.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attrs } of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  for (const answer of [first, await request.get('/blog'), await request.get('/favicon.svg')]) {
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers()['x-frame-options']).toBe('DENY');
    expect(answer.headers()['x-powered-by']).toBeUndefined();
  }
  // Plain http here: no HSTS (it is sent when PUBLIC_URL is https).
  expect(first.headers()['strict-transport-security']).toBeUndefined();
});

test('a shared page allows exactly its own inline scripts, by their hashes', async ({ request }) => {
  for (const path of ['/blog', '/', '/about']) {
    const answer = await request.get(path);
    const sources = scriptSrcOf(answer.headers()['content-security-policy']).split(' ');
    expect(sources[0]).toBe("'self'");
    expect(sources.join(' ')).not.toMatch(/unsafe-inline|nonce-/);
    // A data block (the landing's quotes, ADR 56) is never run, so it needs no hash.
    const inline = scriptTags(await answer.text()).filter(({ attrs }) => !/\ssrc=|\stype="application\/json"/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    const hashes = new Set(inline.map(({ code }) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`));
    expect(new Set(sources.slice(1))).toEqual(hashes);
  }
});

test('pages hydrate under the policy with no violation', async ({ page }) => {
  const errors = watchConsole(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  // Shared pages (hashes) and pages rendered per request (a nonce) alike.
  for (const path of ['/', '/blog', '/about', '/sign-in', '/search?q=sleep']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // React Router's inline scripts ran (they are what the nonce or the hashes allow): its context and route modules are there.
  await page.waitForFunction(() => {
    const globals = window as unknown as Record<string, unknown>;
    return Boolean(globals.__reactRouterContext && globals.__reactRouterRouteModules);
  });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
