import { errorMessageOf } from '@blog/contract/answers';
import { readAnswer, routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import type { Picture } from '../picture';

export type UploadOutcome = { ok: true; picture: Picture } | { ok: false; message: string };

export const UPLOAD_MESSAGES = {
  network: 'The upload did not reach the site. Check the connection and try again.',
  failed: 'The picture could not be stored. Try again in a moment.',
  signedOut: 'You are signed out: sign in again, then upload the picture.',
} as const;

/**
 * POST /api/pictures?id={key}: the one owner call that is not JSON (ADR 36), multipart with the
 * file and its alt text. XMLHttpRequest, not fetch: only it reports the upload's progress.
 */
export function uploadPicture(
  siteKey: string,
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('picture', file);
    if (alt) form.append('alt', alt);
    const request = new XMLHttpRequest();
    request.open('POST', routeUrl(API.pictures.upload, { query: { id: siteKey } }));
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      // responseType 'json': the body parsed, or null.
      const body: unknown = request.response;
      if (request.status === 201) {
        const stored = readAnswer(API.pictures.upload, body);
        if (stored.ok) return resolve({ ok: true, picture: stored.data.data });
        console.error(stored.reason);
      }
      if (request.status === 401) resolve({ ok: false, message: UPLOAD_MESSAGES.signedOut });
      else resolve({ ok: false, message: errorMessageOf(body) ?? UPLOAD_MESSAGES.failed });
    };
    request.onerror = () => resolve({ ok: false, message: UPLOAD_MESSAGES.network });
    request.onabort = () => resolve({ ok: false, message: 'The upload was cancelled.' });
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
