import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

export default { routes: [strapiRoute(API.quotes.random, 'quote.random')] };
