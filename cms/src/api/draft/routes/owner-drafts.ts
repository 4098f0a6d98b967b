import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's drafts (docs/spec/admin-side.md section 7, calls 6 to 9, and the Draft page's Publish) at the
// spec's path named after the product.
const { list, create, update, remove, publish, schedule, unschedule } = API.drafts;

export default {
  routes: [
    strapiRoute(list, 'draft.ownerList'),
    strapiRoute(create, 'draft.ownerCreate'),
    strapiRoute(update, 'draft.ownerUpdate'),
    strapiRoute(remove, 'draft.ownerDelete'),
    strapiRoute(publish, 'draft.ownerPublish'),
    // A draft's publish time (ADR 37).
    strapiRoute(schedule, 'draft.ownerSchedule'),
    strapiRoute(unschedule, 'draft.ownerUnschedule'),
  ],
};
