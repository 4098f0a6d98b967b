import { API } from '@blog/contract/routes';
import { strapiRoute } from '../../../lib/strapi-route';

// The owner's switches on the Cursor page. POST /bufycg (Access): 'red' takes the blog offline,
// 'green' brings it back. PUT /monitor (Anti Virus, docs/spec/admin-side.md section 7, call 18).
// GET and PUT /contact-mail (Contact e-mails): whether a contact message is mailed to the owner too.
const { setBlock, setMonitor, contactMail, setContactMail } = API.siteSwitches;

export default {
  routes: [
    strapiRoute(setBlock, 'site-flag.setBlock'),
    strapiRoute(setMonitor, 'site-flag.setMonitor'),
    strapiRoute(contactMail, 'site-flag.contactMail'),
    strapiRoute(setContactMail, 'site-flag.setContactMail'),
  ],
};
