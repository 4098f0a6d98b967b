import type { FetchClient } from '@strapi/strapi/admin';

/** Lifts a key's lockout and forgets its failures. */
export const liftLockout = async (client: FetchClient, key: string) =>
  (await client.post<{ data: { key: string; lifted: true } }>('/blog-tools/lockouts/lift', { key })).data.data;
