import { API_PATHS } from '../../../lib/api-paths';

// The owner's drafts (docs/spec/admin-side.md section 7, calls 6 to 9, and the Draft page's Publish) at the
// spec's path (a trailing slash before `?` also works). Site key first (400), then the owner's session (401, 403).
const config = () => ({ auth: false, policies: ['global::site-key', 'global::is-owner'] });

export default {
  routes: [
    { method: 'GET', path: API_PATHS.drafts(), handler: 'draft.ownerList', config: config() },
    { method: 'POST', path: API_PATHS.drafts(), handler: 'draft.ownerCreate', config: config() },
    { method: 'PUT', path: API_PATHS.drafts(), handler: 'draft.ownerUpdate', config: config() },
    { method: 'DELETE', path: API_PATHS.drafts(), handler: 'draft.ownerDelete', config: config() },
    { method: 'POST', path: API_PATHS.publishDraft(), handler: 'draft.ownerPublish', config: config() },
    // A draft's publish time (ADR 37).
    { method: 'PUT', path: API_PATHS.scheduleDraft(), handler: 'draft.ownerSchedule', config: config() },
    { method: 'DELETE', path: API_PATHS.scheduleDraft(), handler: 'draft.ownerUnschedule', config: config() },
  ],
};
