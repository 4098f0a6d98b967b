import { API_PATHS } from '../../../lib/api-paths';

// The reader's site flag calls at the spec's paths (docs/spec/reader-side.md section 7, calls 2 and 5).
// No core router: the flags have no public REST of their own.
export default {
  routes: [
    { method: 'GET', path: API_PATHS.siteBlock, handler: 'site-flag.block', config: { auth: false } },
    { method: 'GET', path: API_PATHS.monitor, handler: 'site-flag.monitor', config: { auth: false } },
  ],
};
