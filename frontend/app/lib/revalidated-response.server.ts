import { createHash } from 'node:crypto';
import { matchesNoneOf } from '@blog/rules/http-validators';

/**
 * A public answer that caches may keep but must revalidate on every use
 * (`no-cache`), with an ETag of its body: an unchanged feed costs a 304 and
 * no bytes, and a new article shows on the very next request.
 */
export function revalidatedResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Content-Type': contentType, 'Cache-Control': 'public, no-cache', ETag: etag };
  if (matchesNoneOf(request.headers.get('If-None-Match') ?? undefined, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
