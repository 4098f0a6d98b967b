import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The reader's site flag calls at the spec's paths (docs/spec/reader-side.md section 7, calls 2 and 5).
// No core router: the flags have no public REST of their own.
export default {
  routes: [strapiRoute(API.siteSwitches.block, 'site-flag.block'), strapiRoute(API.siteSwitches.monitor, 'site-flag.monitor')],
};
