import * as z from 'zod/mini';
import { route } from '../route';

/** The Cursor page's switches: Access (the site blocked), Anti Virus (the monitor), contact e-mails. */
export const SITE_SWITCH_ROUTES = {
  block: route({ fastPath: 'page-read', method: 'GET', path: '/bufycg', answer: z.unknown() }),
  setBlock: route({ method: 'POST', path: '/bufycg', access: 'owner', answer: z.unknown() }),
  monitor: route({ method: 'GET', path: '/monitor', answer: z.unknown() }),
  setMonitor: route({ method: 'PUT', path: '/monitor', access: 'owner', siteKey: true, answer: z.unknown() }),
  contactMail: route({ method: 'GET', path: '/contact-mail', access: 'owner', siteKey: true, answer: z.unknown() }),
  setContactMail: route({ method: 'PUT', path: '/contact-mail', access: 'owner', siteKey: true, answer: z.unknown() }),
};
