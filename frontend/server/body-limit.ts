import type { Request, RequestHandler, Response } from 'express';

/** Enough for any form of this site (the display preferences, the unsubscribe form). */
export const BODY_LIMIT_BYTES = 16 * 1024;

function refuse(req: Request, res: Response, maxBytes: number) {
  if (res.headersSent) return;
  // A page already reading the body must fail, never see its first part as the whole of it
  // (Node 24 ends the request stream normally once this answer is out): the request is torn
  // down with an error as soon as the answer has been handed to the socket.
  res.once('finish', () => req.destroy(new Error(`request body over ${maxBytes} bytes`)));
  // The rest of the body is never read: the connection closes once the answer is out.
  res.set('Connection', 'close');
  res
    .status(413)
    .type('text/plain')
    .send(`The request body is too large: at most ${maxBytes / 1024} KB.`);
}

/**
 * The routes this server answers itself read at most `maxBytes` of a body (the /api, /uploads
 * and /media proxy passes bodies to Strapi, which bounds its own): a declared length over it is
 * refused unread, and a body without one (chunked) is counted as it arrives and refused the
 * moment it passes the bound. Without it one form post could fill this server's memory.
 */
export function bodyLimit(maxBytes = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return refuse(req, res, maxBytes);
    let read = 0;
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= maxBytes) return;
      req.off('data', count);
      refuse(req, res, maxBytes);
    };
    // Paused first, so that listening does not start the flow: the body flows when the page's
    // own reader (React Router's request) asks for it, however late, and both see every chunk.
    req.pause();
    req.on('data', count);
    next();
  };
}
