import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { jsonBody } from '../../../lib/reaction-subscription-input';
import { parseInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::site-flag.site-flag';

const blockBody = jsonBody({
  r: z.enum(['green', 'red'], { error: (issue) => (issue.input === undefined ? 'is required (green or red)' : 'must be green or red') }),
});

// The spec's client also sends `monitorId`; it names nothing here (one flags row), so it is not read.
const monitorBody = jsonBody({
  monitor: z.boolean({ error: (issue) => (issue.input === undefined ? 'is required (true or false)' : 'must be true or false') }),
});

const contactMailBody = jsonBody({
  contactMail: z.boolean({ error: (issue) => (issue.input === undefined ? 'is required (true or false)' : 'must be true or false') }),
});

// Readers must see a switch the moment the owner flips it: never cached.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async block(ctx) {
    const { block } = await serviceOf(strapi, UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },

  async monitor(ctx) {
    const { monitor } = await serviceOf(strapi, UID).current();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { monitor } };
  },

  async setBlock(ctx) {
    const { r } = parseInput(blockBody, ctx.request.body);
    const { block } = await serviceOf(strapi, UID).setBlock(r === 'red' ? 'global' : 'none');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },

  /** Owner only: the Cursor page's Anti Virus toggle (docs/spec/admin-side.md section 7, call 18). */
  async setMonitor(ctx) {
    const { monitor } = parseInput(monitorBody, ctx.request.body);
    const saved = await serviceOf(strapi, UID).setMonitor(monitor);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: { monitor: saved.monitor } };
  },

  /** Owner only: whether each contact message is mailed to the owner too (the Cursor page's Contact e-mails toggle). */
  async contactMail(ctx) {
    const { contactMail } = await serviceOf(strapi, UID).current();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: { contactMail } };
  },

  async setContactMail(ctx) {
    const { contactMail } = parseInput(contactMailBody, ctx.request.body);
    const saved = await serviceOf(strapi, UID).setContactMail(contactMail);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: { contactMail: saved.contactMail } };
  },
}));
