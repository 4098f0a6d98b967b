import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The Write page's copy on the server (ADR 39). No core routes: /api/working-copies stays 404.
const { read, save, drop } = API.workingCopy;

export default {
  routes: [
    strapiRoute(read, 'working-copy.ownerRead'),
    strapiRoute(save, 'working-copy.ownerSave'),
    strapiRoute(drop, 'working-copy.ownerRemove'),
  ],
};
