import { describe, expect, it } from 'vitest';
import { mockApi } from '~/test/mock-api';
import { deleteArticle } from './delete-article';

/** The CMS answering the delete with `status` and no body. */
const answer = (status: number) => mockApi({ 'DELETE /api/article-delete': { status } });

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
    [204, 'deleted'],
    [401, 'Authentication failed...'],
    [403, 'Authentication failed...'],
    [400, 'Connection Issue'],
    [404, 'Connection Issue'],
    [429, 'Connection Issue'],
    [500, 'Connection Issue'],
  ])('answers %i with %s', async (status, message) => {
    answer(status);
    expect(await deleteArticle('k', 'abc', 'pw')).toBe(message);
  });

  it('calls a network failure a Connection Issue', async () => {
    mockApi({ 'DELETE /api/article-delete': 'offline' });
    expect(await deleteArticle('k', 'abc', 'pw')).toBe('Connection Issue');
  });
});
