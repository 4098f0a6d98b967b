import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's article writes at the spec's paths (docs/spec/admin-side.md section 7, calls 3, 4 and 5).
const { create, edit, remove } = API.articles;

export default {
  routes: [
    strapiRoute(create, 'article.ownerCreate'),
    strapiRoute(edit, 'article.ownerUpdate'),
    // The password comes in the JSON body or the X-Editor-Password header, never in the address.
    strapiRoute(remove, 'article.ownerDelete'),
  ],
};
