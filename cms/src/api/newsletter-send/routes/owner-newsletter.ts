import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's newsletter in the dashboard (ADR 37). No core routes: /api/newsletter-sends stays 404.
export default {
  routes: [
    strapiRoute(API.newsletter.sends, 'newsletter-send.ownerList'),
    strapiRoute(API.newsletter.cancel, 'newsletter-send.ownerCancel'),
  ],
};
