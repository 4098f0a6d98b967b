import { factories } from '@strapi/strapi';
import { SITE_SWITCH_INPUTS } from '@blog/contract/inputs/site-switches';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::site-flag.site-flag';

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
    const { block } = await serviceOf(strapi, UID).setBlock(readInput(SITE_SWITCH_INPUTS.setBlock, ctx).block);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { block } };
  },

  /** Owner only: the Cursor page's Anti Virus toggle (docs/spec/admin-side.md section 7, call 18). */
  async setMonitor(ctx) {
    const { monitor } = readInput(SITE_SWITCH_INPUTS.setMonitor, ctx);
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
    const { contactMail } = readInput(SITE_SWITCH_INPUTS.setContactMail, ctx);
    const saved = await serviceOf(strapi, UID).setContactMail(contactMail);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: { contactMail: saved.contactMail } };
  },
}));
