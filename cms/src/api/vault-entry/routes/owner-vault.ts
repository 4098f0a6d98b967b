import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's Passwords page (docs/spec/admin-side.md section 7, calls 14 to 17) at the spec's path. No
// core routes: /api/vault-entries stays 404. Every answer, refusals too, is marked private first.
const before = ['api::vault-entry.private-answer'];
const { list, add, update, remove } = API.vault;

export default {
  routes: [
    strapiRoute(list, 'vault-entry.ownerList', { before }),
    strapiRoute(add, 'vault-entry.ownerAdd', { before }),
    strapiRoute(update, 'vault-entry.ownerUpdate', { before }),
    strapiRoute(remove, 'vault-entry.ownerDelete', { before }),
  ],
};
