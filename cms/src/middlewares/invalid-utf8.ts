import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';

/**
 * Bytes that are not UTF-8 are bad input: 400 with the reason. Without this the
 * body parser (and the query parser) silently turn them into U+FFFD and the
 * route stores the mangled text. Registered before strapi::body: the address is
 * checked at once; a body is checked chunk by chunk as the parser reads it, and a
 * bad chunk ends the read with the error, so nothing is parsed or stored.
 */
export const ADDRESS_NOT_UTF8 = 'The address is not valid UTF-8.';
export const BODY_NOT_UTF8 = 'The request body is not valid UTF-8.';

/** True when the percent-escapes of `text` spell valid UTF-8 (a bare `%` is taken literally, as the parser does). */
export function isUtf8Address(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

type Request = NodeJS.ReadableStream & { emit: (event: string | symbol, ...args: unknown[]) => boolean };

/**
 * Lets every chunk through a fatal UTF-8 decoder; the first bad one becomes the
 * stream's error instead, which the body parser's reader (raw-body) rejects with.
 */
function checkChunks(req: Request) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const emit = req.emit;
  req.emit = function checkedEmit(this: Request, event: string | symbol, ...args: unknown[]) {
    try {
      if (event === 'data') decoder.decode(args[0] as Buffer, { stream: true });
      else if (event === 'end') decoder.decode();
    } catch {
      // The reader stops listening on its error; whatever is left is drained as usual.
      req.emit = emit;
      if (this.listenerCount('error') > 0) return emit.call(this, 'error', new errors.ValidationError(BODY_NOT_UTF8));
    }
    return emit.call(this, event, ...args);
  };
}

/** A body the parser reads as text in UTF-8: not a file upload, not compressed, no other charset declared. */
function isUtf8TextBody(ctx: Context): boolean {
  if (!ctx.request.length && !ctx.get('transfer-encoding')) return false;
  if (ctx.is('multipart')) return false;
  const encoding = ctx.get('content-encoding').toLowerCase();
  if (encoding && encoding !== 'identity') return false;
  const charset = (ctx.request.charset || 'utf-8').toLowerCase();
  return charset === 'utf-8' || charset === 'utf8';
}

export default (() => async (ctx, next) => {
  if (!isUtf8Address(ctx.url)) throw new errors.ValidationError(ADDRESS_NOT_UTF8);
  if (isUtf8TextBody(ctx)) checkChunks(ctx.req);
  await next();
}) satisfies Core.MiddlewareFactory;
