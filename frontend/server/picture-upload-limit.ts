import { PICTURE_MAX_BYTES } from '@blog/rules/picture';
import type { RequestHandler } from 'express';
import { API_PATHS } from '../app/lib/api-paths';
import { comparablePath } from './request-provenance';

/** The picture and the multipart's own lines around it (boundaries, part headers, the alt text). */
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

/**
 * The one owner call that is not JSON, the picture upload (ADR 36), is passed to the CMS as it
 * streams in; the CMS counts the file as it arrives and stops at 10 MB. An upload that declares
 * more is refused here, before a byte of it is passed on or read.
 */
export const pictureUploadLimit: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || comparablePath(req.originalUrl) !== API_PATHS.pictures) return next();
  if (Number(req.headers['content-length'] ?? 0) <= PICTURE_UPLOAD_MAX_BYTES) return next();
  res.set({ Connection: 'close', 'Cache-Control': 'no-store' });
  res.status(413).json({
    data: null,
    error: {
      status: 413,
      name: 'PayloadTooLargeError',
      message: `picture: the file is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
      details: {},
    },
  });
};
