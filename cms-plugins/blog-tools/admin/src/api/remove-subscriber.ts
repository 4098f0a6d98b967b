import type { FetchClient } from '@strapi/strapi/admin';

/** Removes one subscriber, pending or confirmed. */
export const removeSubscriber = async (client: FetchClient, id: string) => {
  await client.del(`/blog-tools/subscribers/${encodeURIComponent(id)}`);
};
