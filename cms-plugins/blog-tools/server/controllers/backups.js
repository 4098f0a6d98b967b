// @ts-check
'use strict';

/**
 * @param {{ strapi: import('@strapi/strapi').Core.Strapi }} context
 */
module.exports = ({ strapi }) => {
  const backups = () => strapi.plugin('blog-tools').service('backups');

  return {
    /** @param {import('koa').Context} ctx */
    async list(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await backups().list() };
    },

    /**
     * A backup that cannot be made says why (503): the owner can act on
     * "pg_dump is not installed" where a bare 500 would tell nothing.
     * @param {import('koa').Context} ctx
     */
    async create(ctx) {
      try {
        const name = await backups().create();
        ctx.status = 201;
        ctx.body = { data: (await backups().list()).find((/** @type {{ name: string }} */ made) => made.name === name) };
      } catch (error) {
        const message = `The backup failed: ${/** @type {Error} */ (error).message}`;
        strapi.log.error(`Blog page: ${message}`);
        ctx.serviceUnavailable(message);
      }
    },
  };
};
