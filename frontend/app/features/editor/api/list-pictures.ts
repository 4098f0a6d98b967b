import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { getAnswer } from '~/lib/api-client';

/** A page of the library: four columns of six rows. */
export const LIBRARY_PAGE_SIZE = 24;

export const picturesPath = (siteKey: string, page: number) =>
  routeUrl(API.pictures.list, { query: { id: siteKey, page, pageSize: LIBRARY_PAGE_SIZE } });

/** GET /api/pictures?id={key}&page={n}: the media library's pictures, newest first; null asks nothing (the library is closed). */
export function usePictures(siteKey: string, page: number | null) {
  return useSWR(page === null ? null : picturesPath(siteKey, page), (path: string) => getAnswer(API.pictures.list, path));
}
