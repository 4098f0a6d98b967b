import { request } from '@playwright/test';

/** The CMS itself, past the web server. */
export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '1310'}`;

/** An address of the benchmarking range (198.18.0.0/15), a new one for each client. */
const ownAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * A client of the CMS with an address of its own: the CMS believes one X-Forwarded-For hop from
 * loopback (cms/src/lib/client-address.ts), as from the web server. So it meets none of the
 * per-address limits and lockouts that the browser's calls (all from 127.0.0.1) spend.
 */
export const cmsFromOwnAddress = (headers: Record<string, string> = {}) =>
  request.newContext({ baseURL: CMS_URL, extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(), ...headers } });
