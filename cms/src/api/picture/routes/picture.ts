import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's pictures (ADR 36), kept in Strapi's media library. No content type of their own:
// the records are the upload plugin's. The upload's body is read after the site key and the
// owner's session (lib/picture-body.ts).
export default {
  routes: [strapiRoute(API.pictures.upload, 'picture.upload'), strapiRoute(API.pictures.list, 'picture.list')],
};
