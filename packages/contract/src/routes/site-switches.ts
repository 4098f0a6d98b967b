import * as z from 'zod/mini';
import { route } from '../route';

/** The block readers meet: none, global ('Blog is Offline.') or partial ('Access restricted.'). */
const block = z.object({ data: z.object({ block: z.enum(['none', 'global', 'partial']) }) });

const monitor = z.object({ data: z.object({ monitor: z.boolean() }) });

/** Whether each contact message is mailed to the owner too. */
const contactMail = z.object({ data: z.object({ contactMail: z.boolean() }) });

const owner = { access: 'owner', siteKey: true } as const;

/** The Cursor page's switches: Access (the site blocked), Anti Virus (the monitor), contact e-mails. */
export const SITE_SWITCH_ROUTES = {
  block: route({ fastPath: 'page-read', method: 'GET', path: '/bufycg', answer: block }),
  setBlock: route({ method: 'POST', path: '/bufycg', access: 'owner', answer: block }),
  monitor: route({ method: 'GET', path: '/monitor', answer: monitor }),
  setMonitor: route({ method: 'PUT', path: '/monitor', ...owner, answer: monitor }),
  contactMail: route({ method: 'GET', path: '/contact-mail', ...owner, answer: contactMail }),
  setContactMail: route({ method: 'PUT', path: '/contact-mail', ...owner, answer: contactMail }),
};
