import useSWR from 'swr';
import { getJson } from '~/lib/api-client';
import { API_PATHS } from '~/lib/api-paths';
import type { PictureList } from '../picture';

/** A page of the library: four columns of six rows. */
export const LIBRARY_PAGE_SIZE = 24;

export const picturesPath = (siteKey: string, page: number) =>
  `${API_PATHS.pictures}?${new URLSearchParams({ id: siteKey, page: String(page), pageSize: String(LIBRARY_PAGE_SIZE) })}`;

/** GET /api/pictures?id={key}&page={n}: the media library's pictures, newest first; null asks nothing (the library is closed). */
export function usePictures(siteKey: string, page: number | null) {
  return useSWR(page === null ? null : picturesPath(siteKey, page), (path: string) => getJson<PictureList>(path));
}
