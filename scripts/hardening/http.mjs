// One HTTP request that always resolves: a status (0 when there was no answer), the
// body, the time taken and the error, so a scenario can count every outcome.
// node:http rather than fetch: it can pick the local address (127.x.y.z), so each
// simulated reader really is a different client address, with no header faked.
import http from 'node:http';

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown, localAddress?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string, ms: number, error: string | null, json: () => any }>}
 */
export function request(url, { method = 'GET', headers = {}, body, localAddress, timeoutMs = 10_000 } = {}) {
  const started = performance.now();
  const payload =
    body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const allHeaders = { accept: 'application/json, text/html', ...headers };
  if (payload) {
    allHeaders['content-type'] ??= 'application/json';
    allHeaders['content-length'] = String(payload.length);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status, responseHeaders, text, error) => {
      if (settled) return;
      settled = true;
      resolve({
        status,
        headers: responseHeaders,
        text,
        ms: performance.now() - started,
        error,
        json: () => JSON.parse(text),
      });
    };
    const outgoing = http.request(url, { method, headers: allHeaders, localAddress, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => finish(response.statusCode ?? 0, response.headers, Buffer.concat(chunks).toString('utf8'), null));
      response.on('error', (/** @type {NodeJS.ErrnoException} */ error) => finish(0, {}, '', error.code ?? error.message));
    });
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy();
      finish(0, {}, '', `no answer within ${timeoutMs} ms`);
    });
    outgoing.on('error', (/** @type {NodeJS.ErrnoException} */ error) => finish(0, {}, '', error.code ?? error.message));
    outgoing.end(payload);
  });
}

/** The JSON of an answer, or null when it has none. */
export function jsonOf(answer) {
  try {
    return answer.json();
  } catch {
    return null;
  }
}
