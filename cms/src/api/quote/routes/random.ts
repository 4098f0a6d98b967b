export default {
  routes: [{ method: 'GET', path: '/quote/random', handler: 'quote.random', config: { auth: false } }],
};
