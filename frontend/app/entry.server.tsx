import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { hasSessionCookie } from './lib/cookies';
import { NonceContext } from './lib/nonce';

// React Router's default Node entry, plus the CSP nonce on every script it writes.
export const streamTimeout = 5_000;

/** What the signed-in owner is sent is theirs alone: no cache anywhere may keep it. */
function keepPrivate(request: Request, headers: Headers) {
  if (hasSessionCookie(request.headers.get('Cookie'))) headers.set('Cache-Control', 'private, no-store');
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  keepPrivate(request, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepPrivate(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = (typeof loadContext?.cspNonce === 'string' && loadContext.cspNonce) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers wait for every part rendered in place; for people the shell decides the status (a
    // part that suspends, the editor, is filled in later in the same document).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The whole document in one piece with its length, not streamed chunk by chunk: a page has no
          // part that is worth sending early (no deferred data), and each chunk cost a write of its own
          // (issue 21). The status is the shell's, as when it was streamed.
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const document = Buffer.concat(chunks);
              responseHeaders.set('Content-Type', 'text/html');
              responseHeaders.set('Content-Length', String(document.length));
              resolve(new Response(document, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
