import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '~/test/mock-api';
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

describe('getOwner', () => {
  it('asks the CMS only when there is a session cookie', async () => {
    const api = mockApi();
    expect(await getOwner(new Request('http://site.test/', { headers: { Cookie: 'theme=dark' } }))).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('is the owner for 201 and nobody for any other answer of a working CMS', async () => {
    const api = mockApi({ 'GET /api/session': { status: 201, body: { data: OWNER } } });
    expect(await getOwner(withSession())).toEqual(OWNER);
    api.on('GET /api/session', { status: 401, body: { error: { status: 401 } } });
    expect(await getOwner(withSession())).toBeNull();
  });

  it('is a 503 page, not a signed-out owner, when the CMS is down or its database is away', async () => {
    const api = mockApi({ 'GET /api/session': { status: 503, body: { error: { status: 503 } }, headers: { 'Retry-After': '5' } } });
    expect(await refusal(getOwner(withSession()))).toEqual({
      status: 503,
      message: 'The blog is not reachable right now. Please try again in a moment.',
    });
    api.on('GET /api/session', 'offline');
    expect((await refusal(getOwner(withSession()))).status).toBe(503);
  });

  it('is a 502 page, not a signed-in owner, when a 201 names no owner the contract allows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    mockApi({ 'GET /api/session': { status: 201, body: { data: { username: 'rowan' } } } });
    expect(await refusal(getOwner(withSession()))).toEqual({
      status: 502,
      message: 'The blog could not load this page (the content service sent an unreadable answer).',
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/session: data.email'));
  });
});
