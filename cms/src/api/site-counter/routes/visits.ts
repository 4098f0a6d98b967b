// The reader's whole-site view counter at the spec's path (reader-side.md section 7, call 3).
// No core router: the counter has no public REST of its own.
export default {
  routes: [{ method: 'PUT', path: '/m4-cxrbine', handler: 'site-counter.countVisit', config: { auth: false } }],
};
