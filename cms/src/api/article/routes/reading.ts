// The reader's article calls at the spec's paths (docs/spec/reader-side.md section 7, calls 6, 7, 12, 13).
export default {
  routes: [
    { method: 'GET', path: '/getapostadsfgd', handler: 'article.byPath', config: { auth: false } },
    { method: 'POST', path: '/article-single', handler: 'article.single', config: { auth: false, policies: ['global::site-key'] } },
    { method: 'GET', path: '/article', handler: 'article.list', config: { auth: false, policies: ['global::site-key'] } },
    { method: 'GET', path: '/post', handler: 'article.list', config: { auth: false } },
  ],
};
