import { cmsConfig } from '../../../lib/config';

// The owner's drafts (docs/spec/admin-side.md section 7, calls 6 to 9, and the Draft page's Publish) at the
// spec's path (a trailing slash before `?` also works). Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });
const path = () => `/article-draft-${cmsConfig().site.productSlug}`;

export default {
  routes: [
    { method: 'GET', path: path(), handler: 'draft.ownerList', config: config() },
    { method: 'POST', path: path(), handler: 'draft.ownerCreate', config: config() },
    { method: 'PUT', path: path(), handler: 'draft.ownerUpdate', config: config() },
    { method: 'DELETE', path: path(), handler: 'draft.ownerDelete', config: config() },
    { method: 'POST', path: `${path()}/publish`, handler: 'draft.ownerPublish', config: config() },
  ],
};
