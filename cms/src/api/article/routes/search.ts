// Reader search (docs/spec/reader-side.md section 5): live results and the submit fallback both ask this.
export default {
  routes: [{ method: 'GET', path: '/search', handler: 'article.search', config: { auth: false } }],
};
