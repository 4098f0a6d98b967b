import { expect, type APIRequestContext } from '@playwright/test';
import { toBase64 } from '../../../../packages/test-kit/src/base64.mjs';
import { PRODUCT_SLUG, SITE_KEY, siteCover } from './owner';

/** Every block of item 6 in one body: a wide table, footnotes, a quote, code with its language, a rule, a figure. */
export const EVERY_BLOCK =
  '<p>Three weeks of walking before work<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup>.</p>' +
  '<table><thead><tr><th>Week</th><th>Days walked</th><th>Average km</th><th>Slept (hours)</th><th>Mood, from 1 to 5</th><th>What else happened</th></tr></thead>' +
  '<tbody><tr><td>1</td><td>4</td><td>3.2</td><td>6.4</td><td>3</td><td>Rain on Tuesday and Wednesday</td></tr>' +
  '<tr><td>2</td><td>6</td><td>4.1</td><td>7.0</td><td>4</td><td><strong>The best week</strong></td></tr></tbody></table>' +
  '<blockquote>Slow is smooth, and smooth is fast.</blockquote>' +
  '<pre><code class="language-ts">const average = (km: number[]) =&gt; km.reduce((a, b) =&gt; a + b, 0) / km.length;</code></pre><hr>' +
  '<figure><img src="/favicon.svg" alt="The route" width="160" height="160"><figcaption>The usual loop</figcaption></figure>' +
  '<ol class="footnotes"><li class="footnote" id="fn-1">Counted by my phone; see <a href="https://example.com/log">the log</a>.</li></ol>';

/** The fields of a publishable article (or draft) with this title and body, as the editor sends them. */
export function articleFields(headingSave: string, bodyHtml: string) {
  return {
    headingSave,
    imageCdn: siteCover(),
    imageSource: 'Photo by Rowan Ellis',
    articleSave: toBase64(bodyHtml),
    authorSave: 'Rowan Ellis',
    researchLinksSave: ['https://example.com/source'],
    category: 'Health',
    reference: 'true',
  };
}

/** Posts an article as the owner (the request context must be signed in): its id and href. */
export async function postArticle(api: APIRequestContext, headingSave: string, bodyHtml: string) {
  const response = await api.post(`/api/article?id=${SITE_KEY}`, { data: articleFields(headingSave, bodyHtml) });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { _id: string; href: string };
}

/** Saves a draft as the owner. */
export async function postDraft(api: APIRequestContext, headingSave: string, bodyHtml: string) {
  const response = await api.post(`/api/article-draft-${PRODUCT_SLUG}/?id=${SITE_KEY}&reference=abc`, {
    data: articleFields(headingSave, bodyHtml),
  });
  expect(response.status()).toBe(201);
}
