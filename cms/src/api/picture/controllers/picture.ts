import type { Core } from '@strapi/strapi';
import { PICTURE_INPUTS } from '@blog/contract/inputs/pictures';
import { httpError } from '../../../lib/http-error';
import { NOT_MULTIPART, readPictureUpload } from '../lib/picture-upload-body';
import { serviceOf } from '../../../lib/services';
import { readInput } from '../../../lib/validate';

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    /** One picture, multipart, read only now: the site key and the owner's session have passed (ADR 36). */
    async upload(ctx) {
      ctx.set('Cache-Control', 'private, no-store');
      if (!ctx.is('multipart/form-data')) throw httpError(415, NOT_MULTIPART);
      // A refusal before the whole body is in: the rest is not read, the connection closes.
      ctx.set('Connection', 'close');
      const picture = await readPictureUpload(ctx.req);
      ctx.remove('Connection');
      ctx.status = 201;
      ctx.body = { data: await serviceOf(strapi, 'api::picture.picture').store(picture) };
    },

    /** The media library's pictures, for the editor's "Choose from library". */
    async list(ctx) {
      ctx.set('Cache-Control', 'private, no-store');
      const { page, pageSize } = readInput(PICTURE_INPUTS.list, ctx);
      ctx.body = await serviceOf(strapi, 'api::picture.picture').list({ page, pageSize });
    },
  }) satisfies Core.Controller;
