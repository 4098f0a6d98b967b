import type { FetchClient } from '@strapi/strapi/admin';
import type { Backup } from './get-backups';

/** Makes a backup now, in DATA_DIR/backups, as `npm run backup` does. */
export const makeBackup = async (client: FetchClient) => (await client.post<{ data: Backup }>('/blog-tools/backups')).data.data;
