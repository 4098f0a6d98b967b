import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { NO_NUL, NO_NUL_MESSAGE, jsonBody, ownerPageQuery } from '@blog/contract/inputs/fields';
import { bumpContentVersion, readContentVersion } from '../../../lib/content-version';
import { serviceOf } from '../../../lib/services';
import { cmsConfig } from '../../../lib/config';
import { parseInput } from '../../../lib/validate';
import type { SiteFlags } from '../../site-flag/services/site-flag';

const FAILURES = 'api::sign-in-failure.sign-in-failure';
const SUBSCRIBER = 'api::subscriber.subscriber';
const SENDS = 'api::newsletter-send.newsletter-send';
const SITE_FLAG = 'api::site-flag.site-flag';

// The Blog page's routes are the admin panel's, not the wire contract's: their input is checked here.
const liftBody = jsonBody({
  key: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the lockout key, e.g. ip:203.0.113.5)' : 'must be text') })
    .min(1, 'is required (the lockout key, e.g. ip:203.0.113.5)')
    .max(255, 'must be at most 255 characters')
    .regex(NO_NUL, NO_NUL_MESSAGE),
});

/** `:id` of a subscriber or a send: Strapi's document ids are short runs of letters and digits. */
const documentIdParams = (what: string) => z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, `must be ${what} id`) });
const subscriberParams = documentIdParams('a subscriber');
const sendParams = documentIdParams('a newsletter send');

const onOff = z.boolean({ error: 'must be true or false' });
const switchesBody = jsonBody({ offline: onOff.optional(), monitor: onOff.optional() }).refine(
  (change) => change.offline !== undefined || change.monitor !== undefined,
  'name a switch to set: offline, monitor or both (true or false)',
);

/** The switches as the Blog page shows them; the development badge is each browser's own cookie, set on the site's Cursor page. */
const switchesWire = ({ block, monitor }: SiteFlags) => ({
  offline: block !== 'none',
  block,
  monitor,
  cursorPage: `${cmsConfig().site.publicUrl}/dashboard/cursor`,
});

const RESEND_REFUSED = {
  missing: [404, 'No newsletter send has this id.'],
  'nothing-failed': [409, 'Every recipient of this newsletter got it: there is nothing to resend.'],
  busy: [409, 'This newsletter is being sent right now; try again when it has finished.'],
  'article-gone': [409, 'The article of this newsletter was deleted: there is nothing to link to.'],
} as const;

/**
 * The owner's tools on the Blog page of Strapi's admin (cms-plugins/blog-tools):
 * that plugin mounts these handlers on its admin routes, behind a super admin's
 * session, and logs each action. Each one calls the service the site's own
 * dashboard and sign-in use, so the admin page holds no logic of its own.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    async lockouts(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await serviceOf(strapi, FAILURES).listForOwner(parseInput(ownerPageQuery, ctx.query));
    },

    async liftLockout(ctx) {
      const { key } = parseInput(liftBody, ctx.request.body ?? {});
      if (!(await serviceOf(strapi, FAILURES).lift(key))) return ctx.notFound('No failed sign-ins are recorded for this key.');
      ctx.body = { data: { key, lifted: true } };
    },

    async subscribers(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await serviceOf(strapi, SUBSCRIBER).listForOwner(parseInput(ownerPageQuery, ctx.query));
    },

    async removeSubscriber(ctx) {
      const { id } = parseInput(subscriberParams, ctx.params);
      if (!(await serviceOf(strapi, SUBSCRIBER).removeForOwner(id))) return ctx.notFound('No subscriber has this id.');
      ctx.status = 204;
    },

    async exportSubscribers(ctx) {
      const day = new Date().toISOString().slice(0, 10);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = await serviceOf(strapi, SUBSCRIBER).exportCsv();
    },

    async newsletters(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await serviceOf(strapi, SENDS).listForOwner(parseInput(ownerPageQuery, ctx.query));
    },

    async resendNewsletter(ctx) {
      const { id } = parseInput(sendParams, ctx.params);
      const result = await serviceOf(strapi, SENDS).resendFailed(id);
      if (result.outcome !== 'resent') {
        const [status, message] = RESEND_REFUSED[result.outcome];
        return status === 404 ? ctx.notFound(message) : ctx.conflict(message);
      }
      ctx.body = { data: result.send, meta: { resent: result.resent, failed: result.failed } };
    },

    async switches(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: switchesWire(await serviceOf(strapi, SITE_FLAG).current()) };
    },

    /** The Cursor page's Access and Anti Virus switches, through the same service. */
    async setSwitches(ctx) {
      const { offline, monitor } = parseInput(switchesBody, ctx.request.body ?? {});
      const flags = serviceOf(strapi, SITE_FLAG);
      if (offline !== undefined) await flags.setBlock(offline ? 'global' : 'none');
      if (monitor !== undefined) await flags.setMonitor(monitor);
      ctx.body = { data: switchesWire(await flags.current()) };
    },

    async readerPages(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await readContentVersion(strapi) };
    },

    /** Every web server drops the pages it keeps and renders them afresh (lib/content-version.ts). */
    async refreshReaderPages(ctx) {
      await bumpContentVersion(strapi);
      ctx.body = { data: await readContentVersion(strapi) };
    },
  }) satisfies Core.Controller;
