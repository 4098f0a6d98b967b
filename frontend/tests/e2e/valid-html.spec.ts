import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { EVERY_BLOCK, postArticle } from './support/articles';
import { javaRuns, nuErrors } from './support/nu-checker';
import { PRODUCT_SLUG, signInAsOwner } from './support/owner';
import { deleteArticles, withOwner } from './support/owner-api';

// Issue 30 item 15: every reader page, as the server sends it, is valid HTML by the Nu checker.

/** The reader pages, each with the status it is served with. */
const PAGES: [string, number][] = [
  ['/', 200],
  ['/blog', 200],
  ['/blog/page/coding', 200],
  ['/blog/page/health', 200],
  ['/blog/page/mind-growth', 200],
  ['/blog/page/articles', 200],
  ['/about', 200],
  [`/${PRODUCT_SLUG}`, 200],
  ['/skills', 200],
  ['/me.html', 200],
  ['/ping', 200],
  ['/search', 200],
  ['/search?q=html', 200],
  ['/search?q=zzzqqq', 200],
  ['/sitemap', 200],
  ['/privacy-policy', 200],
  ['/local', 200],
  ['/local/how-this-blog-is-built', 200],
  ['/local/a-reading-list-for-calm-programmers', 200],
  ['/sign-in', 200],
  ['/email-confirm/no-such-code', 200],
  ['/email-unsubscribe/no-such-code', 200],
  ['/nothing-found', 404],
  ['/no-such-page', 404],
];

const created: string[] = [];
test.afterAll(({ browser }) => withOwner(browser, (api) => deleteArticles(api, created)));

test('every reader page is valid HTML by the Nu checker', async ({ context, request, baseURL }) => {
  test.skip(!javaRuns(), 'No java command: the Nu checker (vnu.jar) needs Java 17 or later, e.g. apt-get install openjdk-17-jre-headless');
  // A page fetch each, an article posted, then one start of Java over them all.
  test.slow();
  // A demo article (code, its cover picture, Next Articles) and one with every block (a table, footnotes, a figure).
  const demo = (await (await request.get('/blog/page/coding')).text()).match(/href="(\/blog\/(?!page\/)[^"/]+)"/)?.[1];
  expect(demo).toBeTruthy();
  await signInAsOwner(context, baseURL!);
  const rich = await postArticle(context.request, `Nu check ${Date.now()} every block`, EVERY_BLOCK);
  created.push(rich._id);
  const pages: [string, number][] = [...PAGES, [demo!, 200], [`/blog/${rich._id}`, 200]];

  const folder = mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    // Each page in a file of its own, named by its place in the list, so an error names its page.
    for (const [index, [address, status]] of pages.entries()) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(status);
      expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
      writeFileSync(path.join(folder, `${index}.html`), await response.text());
    }
    const errors = nuErrors(folder)
      .map((error) => ({ ...error, index: Number.parseInt(error.file, 10) }))
      .sort((a, b) => a.index - b.index || (a.line ?? 0) - (b.line ?? 0))
      .map(({ file, index, line, message }) => `${pages[index]?.[0] ?? file}:${line}: ${message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
