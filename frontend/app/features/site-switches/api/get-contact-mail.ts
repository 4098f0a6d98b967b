import { routeUrl } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import useSWR from 'swr';
import { readSwitch } from '../switch-call';
import { useSiteConfig } from '~/lib/site-config';

/** GET /api/contact-mail?id={key}: whether each contact message is mailed to the owner too. */
export async function fetchContactMail(url: string): Promise<boolean> {
  return (await readSwitch(API.siteSwitches.contactMail, url)).data.contactMail;
}

export function useContactMail() {
  const site = useSiteConfig();
  return useSWR(routeUrl(API.siteSwitches.contactMail, { query: { id: site.siteKey } }), fetchContactMail);
}
