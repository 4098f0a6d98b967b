import { describe, expect, it } from 'vitest';
import { mockApi } from '~/test/mock-api';
import { deleteArticle } from './delete-article';

/** The CMS answering the delete with `status`, and no body or Strapi's error body carrying `message`. */
const answer = (status: number, message?: string) =>
  mockApi({
    'DELETE /api/article-delete': { status, body: message === undefined ? undefined : { data: null, error: { status, message } } },
  });

describe('deleteArticle', () => {
  it('sends the password in the JSON body, never in the URL', async () => {
    const api = answer(204);
    await deleteArticle('site key', 'abc123', 'Quiet-River-2026');
    const [sent] = api.callsTo('DELETE /api/article-delete');
    expect(sent.url).toBe('/api/article-delete/?id=site+key&reference=abc123');
    expect(sent.url).not.toContain('Quiet');
    expect(sent.body).toEqual({ password: 'Quiet-River-2026' });
  });

  it.each([
    [204, undefined, 'deleted'],
    // Signed out: the spec's words for it.
    [401, 'Not signed in.', 'Authentication failed...'],
    // A wrong password has its own words, not the server's 'Authentication failed...' (ADR 25).
    [403, 'Authentication failed...', 'Wrong password...'],
    // Locked after wrong passwords: the server's text, with the wait.
    [429, 'Too many failed sign-ins: try again in 600 seconds.', 'Too many failed sign-ins: try again in 600 seconds.'],
    // Everything else: the spec's 'Connection Issue'.
    [429, undefined, 'Connection Issue'],
    [400, 'reference: must be an article id', 'Connection Issue'],
    [404, 'No article has this id.', 'Connection Issue'],
    [500, 'Internal Server Error', 'Connection Issue'],
    [502, undefined, 'Connection Issue'],
  ])('answers %i (%s) with %s', async (status, message, shown) => {
    answer(status, message);
    expect(await deleteArticle('k', 'abc', 'pw')).toBe(shown);
  });

  it('calls a network failure a Connection Issue', async () => {
    mockApi({ 'DELETE /api/article-delete': 'offline' });
    expect(await deleteArticle('k', 'abc', 'pw')).toBe('Connection Issue');
  });
});
