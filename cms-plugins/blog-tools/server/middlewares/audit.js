// @ts-check
'use strict';

/** A body is logged up to this many characters: the page's bodies are a key or two switches. */
const MAX_LOGGED = 200;

/**
 * Logs each action of the Blog page once it ran: the admin's e-mail, what was
 * done, to what, and the answer's status (or why it was refused, when the
 * action threw). A route names it with `{ action }`.
 * @param {{ action: string }} config
 * @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context
 * @returns {(ctx: import('koa').Context, next: () => Promise<void>) => Promise<void>}
 */
module.exports =
  (config, { strapi }) =>
  async (ctx, next) => {
    const who = ctx.state.user?.email ?? 'an unknown admin';
    const target = ctx.params.id ? ` ${ctx.params.id}` : '';
    const body =
      ctx.request.body && Object.keys(ctx.request.body).length ? ` ${JSON.stringify(ctx.request.body).slice(0, MAX_LOGGED)}` : '';
    const log = (/** @type {string} */ outcome) => strapi.log.info(`Blog page: ${who} ${config.action}${target}${body}: ${outcome}`);
    try {
      await next();
    } catch (error) {
      log(`refused (${/** @type {Error} */ (error).message})`);
      throw error;
    }
    log(String(ctx.status));
  };
