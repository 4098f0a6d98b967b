import { onTestFinished } from 'vitest';

/** One request the code under test sent. */
export type ApiCall = {
  method: string;
  /** As the code passed it to fetch. */
  url: string;
  /** Its path, without the query or a trailing slash. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
};

/** An answer: a status with a JSON body (none: an empty body, as a 204 has) and any further headers, or 'offline' for a failed connection. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/** What a route answers: always the same reply, or one made from the call (later, for a request held in flight). */
export type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export type MockApi = {
  /** Every request, in order. */
  calls: ApiCall[];
  /** The requests of one route, `METHOD /path`. */
  callsTo: (route: string) => ApiCall[];
  /** Sets what a route answers from now on. */
  on: (route: string, handler: Handler) => MockApi;
  /** Answers only the route's next request so, then as before. */
  once: (route: string, handler: Handler) => MockApi;
};

const routeOf = (method: string, path: string) => `${method} ${path}`;

function callOf(input: RequestInfo | URL, init: RequestInit = {}): ApiCall {
  const url = String(input instanceof Request ? input.url : input);
  const parsed = new URL(url, 'http://localhost');
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  return { method: init.method ?? 'GET', url, path: parsed.pathname.replace(/(.)\/$/, '$1'), query: parsed.searchParams, body };
}

function responseOf(reply: Reply): Response {
  if (reply === 'offline') throw new TypeError('Failed to fetch');
  const body = reply.body === undefined ? null : JSON.stringify(reply.body);
  return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
}

/**
 * The site's API behind fetch for one test: each route (`METHOD /path`, e.g. `GET /api/monitor`) answers
 * with its handler, every request is recorded, and a request no route expects fails the test. fetch is
 * restored when the test finishes.
 */
export function mockApi(routes: Record<string, Handler> = {}): MockApi {
  const standing = new Map(Object.entries(routes));
  const next = new Map<string, Handler>();
  const unexpected: string[] = [];
  const api: MockApi = {
    calls: [],
    callsTo: (route) => api.calls.filter((call) => routeOf(call.method, call.path) === route),
    on: (route, handler) => (standing.set(route, handler), api),
    once: (route, handler) => (next.set(route, handler), api),
  };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const call = callOf(input, init);
    api.calls.push(call);
    const route = routeOf(call.method, call.path);
    const handler = next.get(route) ?? standing.get(route);
    next.delete(route);
    if (!handler) {
      unexpected.push(`${call.method} ${call.url}`);
      throw new Error(`mockApi: no route for ${route}`);
    }
    return responseOf(typeof handler === 'function' ? await handler(call) : handler);
  };
  onTestFinished(() => {
    globalThis.fetch = realFetch;
    if (unexpected.length > 0) throw new Error(`mockApi: unexpected requests: ${unexpected.join(', ')}`);
  });
  return api;
}
