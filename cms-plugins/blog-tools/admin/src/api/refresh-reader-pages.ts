import type { FetchClient } from '@strapi/strapi/admin';
import type { ContentVersion } from './get-reader-pages';

/** Moves the content version: every web server renders its pages afresh. */
export const refreshReaderPages = async (client: FetchClient) =>
  (await client.post<{ data: ContentVersion }>('/blog-tools/reader-pages/refresh')).data.data;
