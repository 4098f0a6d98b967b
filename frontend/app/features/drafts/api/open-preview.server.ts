import { API } from '@blog/contract/routes';
import { data } from 'react-router';
import { readBody } from '@blog/rules/body';
import type { Article } from '~/lib/article';
import { summaryFromWire } from '~/lib/article-wire';
import { cmsAnswer, cmsFetch } from '~/lib/cms.server';

/** A preview link's token: 32 random bytes, base64url (ADR 40). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type OpenedPreview = { article: Article; expiresAt: string };

/**
 * GET /api/preview/{token}: the draft a preview link opens, as an article, or null once the link
 * is revoked, expired or its draft published. A token that cannot be one is not asked about; too
 * many opens from one address are a 429 the reader is told about (the CMS counts them per address).
 */
export async function openPreview(token: string): Promise<OpenedPreview | null> {
  if (!TOKEN.test(token)) return null;
  const response = await cmsFetch(API.previewLinks.open, { params: { token } });
  if (response.status === 404) return null;
  if (response.status === 429) {
    throw data(
      { message: 'Too many previews opened from here: try again in a few minutes.' },
      { status: 429, headers: { 'Retry-After': response.headers.get('Retry-After') ?? '60' } },
    );
  }
  if (!response.ok) throw data({ message: `The blog could not load this preview (${response.status}).` }, { status: 502 });
  const answer = await cmsAnswer(API.previewLinks.open, response);
  return { article: { ...summaryFromWire(answer.data), body: readBody(answer.data.articleSave) }, expiresAt: answer.meta.expiresAt };
}
