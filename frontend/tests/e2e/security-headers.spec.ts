import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';

test('every answer carries the security headers; scripts run only with the request nonce', async ({ request }) => {
  const first = await request.get('/blog');
  const second = await request.get('/blog');
  const policy = first.headers()['content-security-policy'];
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  // A fresh nonce per answer, and every script of the document carries this answer's.
  expect(second.headers()['content-security-policy']).not.toBe(policy);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  for (const answer of [first, await request.get('/favicon.svg')]) {
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers()['x-frame-options']).toBe('DENY');
  }
  // Plain http here: no HSTS (it is sent when PUBLIC_URL is https).
  expect(first.headers()['strict-transport-security']).toBeUndefined();
});

test('pages hydrate under the policy with no violation', async ({ page }) => {
  const errors = watchConsole(page);
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text()); });
  for (const path of ['/', '/blog', '/sign-in', '/search?q=sleep']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // React Router's inline scripts ran (they are what the nonce allows): its context and route modules are there.
  await page.waitForFunction(() => Boolean((window as any).__reactRouterContext && (window as any).__reactRouterRouteModules));
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
