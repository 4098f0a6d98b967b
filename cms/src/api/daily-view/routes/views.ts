// The reader's daily view counter at the spec's path (reader-side.md section 7, call 4).
// No core router: daily views have no public REST of their own.
export default {
  routes: [{ method: 'POST', path: '/daily-6567', handler: 'daily-view.countView', config: { auth: false } }],
};
