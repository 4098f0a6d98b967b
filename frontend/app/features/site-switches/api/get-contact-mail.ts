import useSWR from 'swr';
import { readSwitch } from '../switch-call';
import { API_PATHS } from '~/lib/api-paths';
import { useSiteConfig } from '~/lib/site-config';

/** GET /api/contact-mail?id={key}: whether each contact message is mailed to the owner too. */
export async function fetchContactMail(path: string): Promise<boolean> {
  return (await readSwitch<{ data: { contactMail: boolean } }>(path)).data.contactMail;
}

export function useContactMail() {
  const site = useSiteConfig();
  return useSWR(`${API_PATHS.contactMail}?id=${encodeURIComponent(site.siteKey)}`, fetchContactMail);
}
