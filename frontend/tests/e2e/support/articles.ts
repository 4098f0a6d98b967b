import { expect, type APIRequestContext } from '@playwright/test';
import { toBase64 } from '../../../../packages/test-kit/src/base64.mjs';
import { PRODUCT_SLUG, SITE_KEY, siteCover } from './owner';

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
