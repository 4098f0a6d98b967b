import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOwner } from './owner-session.server';

const OWNER = { username: 'rowan', email: 'rowan@example.com' };
const withSession = () => new Request('http://site.test/dashboard', { headers: { Cookie: 'session=abc' } });

/** What a thrown react-router `data()` says: its status and message. */
async function refusal(promise: Promise<unknown>) {
  const thrown = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as { init?: { status?: number }; data?: { message?: string } } | null;
  return { status: thrown?.init?.status, message: thrown?.data?.message };
}

afterEach(() => vi.unstubAllGlobals());

describe('getOwner', () => {
  it('asks the CMS only when there is a session cookie', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getOwner(new Request('http://site.test/', { headers: { Cookie: 'theme=dark' } }))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is the owner for 201 and nobody for any other answer of a working CMS', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: OWNER }, { status: 201 })),
    );
    expect(await getOwner(withSession())).toEqual(OWNER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { status: 401 } }, { status: 401 })),
    );
    expect(await getOwner(withSession())).toBeNull();
  });

  it('is a 503 page, not a signed-out owner, when the CMS is down or its database is away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { status: 503 } }, { status: 503, headers: { 'Retry-After': '5' } })),
    );
    expect(await refusal(getOwner(withSession()))).toEqual({
      status: 503,
      message: 'The blog is not reachable right now. Please try again in a moment.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect((await refusal(getOwner(withSession()))).status).toBe(503);
  });
});
