import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { PICTURE_MAX_BYTES } from '@blog/rules/picture';
import type { RequestHandler, Response } from 'express';
import { hasSessionCookie } from '../app/lib/cookies';
import { comparablePath } from './request-provenance';

/** The picture and the multipart's own lines around it (boundaries, part headers, the alt text). */
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

/** An answer in Strapi's error shape; the rest of the body is never read, so the connection closes after it. */
function refuse(res: Response, status: number, name: string, message: string) {
  res.set({ Connection: 'close', 'Cache-Control': 'no-store' });
  res.status(status).json({ data: null, error: { status, name, message, details: {} } });
}

/**
 * The one owner call that is not JSON, the picture upload (ADR 36), is passed to the CMS as it
 * streams in; the CMS counts the file as it arrives and stops at 10 MB. An upload that declares
 * more is refused here, before a byte of it is passed on or read, and so is one without a session
 * cookie: the CMS would answer it 401 at once and close, and a proxy still sending megabytes
 * loses that answer to the reset (the stranger got a 503).
 */
export const pictureUploadLimit: RequestHandler = (req, res, next) => {
  if (req.method !== API.pictures.upload.method || comparablePath(req.originalUrl) !== routeUrl(API.pictures.upload)) return next();
  if (!hasSessionCookie(req.headers.cookie)) return refuse(res, 401, 'UnauthorizedError', 'Not signed in.');
  if (Number(req.headers['content-length'] ?? 0) <= PICTURE_UPLOAD_MAX_BYTES) return next();
  refuse(res, 413, 'PayloadTooLargeError', `picture: the file is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB`);
};
