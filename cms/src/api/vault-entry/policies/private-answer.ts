import type { Policy } from '../../../lib/policy';

/**
 * First on every vault route: the answer is the owner's alone and holds
 * secrets, so no browser or proxy may keep it. Set before the site-key and
 * owner policies run, so their refusals carry it too (Strapi's error handler
 * keeps headers already set).
 */
export default ((policyContext) => {
  policyContext.response.set('Cache-Control', 'private, no-store');
  return true;
}) satisfies Policy;
