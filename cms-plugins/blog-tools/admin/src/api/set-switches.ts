import type { FetchClient } from '@strapi/strapi/admin';
import type { Switches } from './get-switches';

/** Sets the named switches, as the site's Cursor page does; answers all of them. */
export const setSwitches = async (client: FetchClient, change: { offline?: boolean; monitor?: boolean }) =>
  (await client.put<{ data: Switches }>('/blog-tools/switches', change)).data.data;
