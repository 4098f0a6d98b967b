import { API_PATHS } from '../../../lib/api-paths';

export default {
  routes: [{ method: 'GET', path: API_PATHS.randomQuote, handler: 'quote.random', config: { auth: false } }],
};
