import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

/** PUT /api/contact-mail?id={key} with { contactMail }: the answer carries the state the server kept. */
export function setContactMail(site: PublicSiteConfig, contactMail: boolean) {
  return callRoute(API.siteSwitches.setContactMail, { query: { id: site.siteKey }, body: { contactMail } });
}
