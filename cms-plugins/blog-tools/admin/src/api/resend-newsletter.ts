import type { FetchClient } from '@strapi/strapi/admin';
import type { NewsletterSend } from './get-newsletters';

/** Sends a newsletter again to the recipients it failed for, only them. */
export const resendNewsletter = async (client: FetchClient, id: string) =>
  (
    await client.post<{ data: NewsletterSend; meta: { resent: number; failed: number } }>(
      `/blog-tools/newsletters/${encodeURIComponent(id)}/resend`,
    )
  ).data;
