import { API_PATHS } from '../../../lib/api-paths';

// The owner's switches on the Cursor page. POST /bufycg (Access): 'red' takes the blog offline,
// 'green' brings it back; owner only, the session cookie checked by the policy. PUT /monitor
// (Anti Virus, docs/spec/admin-side.md section 7, call 18): site key first (400), then the session (401, 403).
// GET and PUT /contact-mail (Contact e-mails): whether a contact message is mailed to the owner too, checked alike.
export default {
  routes: [
    { method: 'POST', path: API_PATHS.siteBlock, handler: 'site-flag.setBlock', config: { auth: false, policies: ['global::is-owner'] } },
    {
      method: 'PUT',
      path: API_PATHS.monitor,
      handler: 'site-flag.setMonitor',
      config: { auth: false, policies: ['global::site-key', 'global::is-owner'] },
    },
    {
      method: 'GET',
      path: API_PATHS.contactMail,
      handler: 'site-flag.contactMail',
      config: { auth: false, policies: ['global::site-key', 'global::is-owner'] },
    },
    {
      method: 'PUT',
      path: API_PATHS.contactMail,
      handler: 'site-flag.setContactMail',
      config: { auth: false, policies: ['global::site-key', 'global::is-owner'] },
    },
  ],
};
