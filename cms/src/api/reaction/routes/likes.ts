// The reader's like/unlike block (reader-side.md section 7, calls 8 and 9).
// No core router: reactions (and the addresses in them) have no public REST.
export default {
  routes: [
    { method: 'GET', path: '/like', handler: 'reaction.countLikes', config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction-count', points: 300, duration: 600 } }] } },
    { method: 'GET', path: '/unlike', handler: 'reaction.countUnlikes', config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction-count', points: 300, duration: 600 } }] } },
    { method: 'POST', path: '/like', handler: 'reaction.like', config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction', points: 30, duration: 600 } }] } },
    { method: 'POST', path: '/unlike', handler: 'reaction.unlike', config: { auth: false, middlewares: [{ name: 'global::rate-limit', config: { scope: 'reaction', points: 30, duration: 600 } }] } },
  ],
};
