import { API_PATHS } from '../../../lib/api-paths';

// The owner's pictures (ADR 36), kept in Strapi's media library. No content type of their own:
// the records are the upload plugin's. Site key first (400), then the owner's session (401, 403);
// the upload's body is read after both (lib/picture-body.ts).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'POST', path: API_PATHS.pictures, handler: 'picture.upload', config: config() },
    { method: 'GET', path: API_PATHS.pictures, handler: 'picture.list', config: config() },
  ],
};
