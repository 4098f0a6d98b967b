import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteArticle } from './delete-article';

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number) =>
  fetchMock.mockResolvedValueOnce({
    ok: status < 300,
    status,
    json: async () => {
      throw new SyntaxError('no body');
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
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await deleteArticle('k', 'abc', 'pw')).toBe('Connection Issue');
  });
});
