import * as z from 'zod/mini';
import { listPage, noContent } from '../answers';
import { route } from '../route';

/** The spec's wire form of a contact message: four base64 (UTF-8) values, in the order email, name, country, message. */
const pingWire = z.object({ id: z.string(), values: z.tuple([z.string(), z.string(), z.string(), z.string()]), createdAt: z.string() });

const owner = { access: 'owner', siteKey: true, slashBeforeQuery: true } as const;

/** Readers' contact messages (pings): the contact form, and the owner's Ping page. */
export const PING_ROUTES = {
  /** The old client treats 201 as success: the body is the number itself. */
  send: route({ method: 'POST', path: '/contacttry-{product}', siteKey: true, slashBeforeQuery: true, answer: z.literal(201) }),
  list: route({ method: 'GET', path: '/contacttry-{product}', ...owner, answer: listPage(pingWire) }),
  remove: route({ method: 'DELETE', path: '/contacttry-{product}', ...owner, answer: noContent }),
};
