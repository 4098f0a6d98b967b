import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';

const fetchBefore = globalThis.fetch;

describe('mockApi', () => {
  it('answers each route by method and path, whatever the query or a trailing slash, and records the calls', async () => {
    const api = mockApi({
      'GET /api/notes': { status: 200, body: { data: ['a'] } },
      'POST /api/notes': ({ body }) => ({ status: 201, body: { data: body } }),
    });
    const listed = await fetch('/api/notes/?page=2');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ data: ['a'] });
    const made = await fetch('/api/notes?id=k', { method: 'POST', body: JSON.stringify({ text: 'hi' }) });
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ data: { text: 'hi' } });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/notes/?page=2', '/api/notes?id=k']);
    expect(api.callsTo('GET /api/notes')[0].query.get('page')).toBe('2');
    expect(api.callsTo('POST /api/notes')[0].body).toEqual({ text: 'hi' });
  });

  it('answers an empty body, headers, a failed connection, and one-off answers before the standing one', async () => {
    const api = mockApi({ 'DELETE /api/notes': { status: 204, headers: { 'Retry-After': '5' } } });
    const deleted = await fetch('/api/notes', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(deleted.headers.get('Retry-After')).toBe('5');
    api.once('DELETE /api/notes', 'offline');
    await expect(fetch('/api/notes', { method: 'DELETE' })).rejects.toThrow(TypeError);
    expect((await fetch('/api/notes', { method: 'DELETE' })).status).toBe(204);
    api.on('DELETE /api/notes', { status: 500, body: { error: { message: 'down' } } });
    expect((await fetch('/api/notes', { method: 'DELETE' })).status).toBe(500);
  });

  it.fails('fails the test on a request no route expects, even one the code under test swallows', async () => {
    mockApi({ 'GET /api/notes': { status: 200 } });
    await fetch('/api/other').catch(() => null);
  });

  it('puts fetch back when the test finishes', () => {
    // The previous tests each replaced it.
    expect(globalThis.fetch).toBe(fetchBefore);
  });
});
