import { errors } from '@strapi/utils';
import { serviceOf } from '../lib/services';
import type { Policy } from '../lib/policy';

/**
 * The route needs a solved human check: `humanCheck` in the body must be a
 * token from POST /api/human-check that has not been used and has not
 * expired. Using it here spends it, so one solve allows one submission.
 */
export default (async (policyContext, _config, { strapi }) => {
  const token = policyContext.request?.body?.humanCheck;
  const accepted = typeof token === 'string' && (await serviceOf(strapi, 'api::human-check.human-check').consume(token));
  if (!accepted) throw new errors.ValidationError('humanCheck: the human check is missing, used or expired');
  return true;
}) satisfies Policy;
