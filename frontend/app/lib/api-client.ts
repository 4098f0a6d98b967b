/** The answer of a same-origin API call: its status, its JSON body, and Strapi's error message if any. */
export type ApiAnswer<T> = { status: number; data: T | null; message: string | null };

/**
 * A JSON request to this site's /api (the web server passes it to the CMS).
 * A network failure is status 0, so callers can tell it from a refusal.
 */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers:
        init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { status: 0, data: null, message: null };
  }
  const json = await response.json().catch(() => null);
  const message = json && typeof json === 'object' && 'error' in json ? (json.error?.message ?? null) : null;
  return { status: response.status, data: response.ok ? (json as T) : null, message };
}

/** Throws for swr, which then keeps the last good data and reports the error. */
export async function getJson<T>(path: string): Promise<T> {
  const answer = await callApi<T>(path);
  if (answer.status !== 200 || answer.data === null) throw new Error(answer.message ?? `GET ${path} failed (${answer.status})`);
  return answer.data;
}
