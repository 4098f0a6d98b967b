// The owner's block switch (admin-side.md section 7, call 1 of the cursor page): 'red' takes
// the blog offline, 'green' brings it back. Owner only: the session cookie, checked by the policy.
export default {
  routes: [
    { method: 'POST', path: '/bufycg', handler: 'site-flag.setBlock', config: { auth: false, policies: ['global::is-owner'] } },
  ],
};
