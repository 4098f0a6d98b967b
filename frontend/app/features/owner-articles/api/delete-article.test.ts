import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteArticle } from './delete-article';

let fetchMock: ReturnType<typeof vi.fn>;
/** An answer with no body, or with Strapi's error body carrying `message`. */
const answer = (status: number, message?: string) =>
  fetchMock.mockResolvedValueOnce({
    ok: status < 300,
    status,
    json: async () => {
      if (message === undefined) throw new SyntaxError('no body');
      return { data: null, error: { status, message } };
    },
  });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('deleteArticle', () => {
  it('sends the password in the JSON body, never in the URL', async () => {
    answer(204);
    await deleteArticle('site key', 'abc123', 'Quiet-River-2026');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/article-delete/?id=site+key&reference=abc123');
    expect(url).not.toContain('Quiet');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(init.body)).toEqual({ password: 'Quiet-River-2026' });
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
  ])('answers %i (%s) with %s', async (status, body, message) => {
    answer(status, body);
    expect(await deleteArticle('k', 'abc', 'pw')).toBe(message);
  });

  it('calls a network failure a Connection Issue', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await deleteArticle('k', 'abc', 'pw')).toBe('Connection Issue');
  });
});
