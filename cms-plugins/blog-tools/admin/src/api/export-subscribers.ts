import type { FetchClient } from '@strapi/strapi/admin';

/** Every subscriber as a CSV file, saved by the browser under the name the server gives. */
export async function exportSubscribers(client: FetchClient) {
  const response = await client.get('/blog-tools/subscribers/export', { responseType: 'blob' });
  const name = /filename="([^"]+)"/.exec(response.headers?.get('content-disposition') ?? '')?.[1] ?? 'subscribers.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
