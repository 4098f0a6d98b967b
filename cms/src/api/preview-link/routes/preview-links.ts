import { API } from '@blog/contract/routes';
import { rateLimit, strapiRoute } from '../../../lib/strapi-route';

// Preview links (ADR 40).
const { list, create, revoke, open } = API.previewLinks;

export default {
  routes: [
    strapiRoute(list, 'preview-link.ownerList'),
    strapiRoute(create, 'preview-link.ownerCreate'),
    strapiRoute(revoke, 'preview-link.ownerRevoke'),
    // Whoever holds the link; counted per client address like the other public lookups.
    strapiRoute(open, 'preview-link.open', { middlewares: rateLimit('preview-link', 120, 600) }),
  ],
};
