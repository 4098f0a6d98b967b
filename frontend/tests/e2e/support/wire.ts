import type { APIRequestContext } from '@playwright/test';
import type { WireClient } from '../../../../packages/test-kit/src/wire.mjs';

/** A Playwright request context as the test kit's client; `base` goes before each path (none: the context's baseURL). */
export function wireOf(api: APIRequestContext, base = ''): WireClient {
  const answer = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the kit reports the status and text.
    }
    return { status: response.status(), headers: response.headers(), body, text };
  };
  return {
    get: async (path) => answer(await api.get(base + path)),
    post: async (path, body) => answer(await api.post(base + path, { data: body })),
  };
}
