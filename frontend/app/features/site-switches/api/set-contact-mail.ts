import { callApi } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

/** PUT /api/contact-mail?id={key} with { contactMail }: the answer carries the state the server kept. */
export function setContactMail(site: PublicSiteConfig, contactMail: boolean) {
  return callApi<{ data: { contactMail: boolean } }>(`${API_PATHS.contactMail}?id=${encodeURIComponent(site.siteKey)}`, {
    method: 'PUT',
    body: { contactMail },
  });
}
