import { timingSafeEqual } from 'node:crypto';
import { errors } from '@strapi/utils';
import { cmsConfig } from '../lib/config';
import type { Policy } from '../lib/policy';

/**
 * `?id={key}` names which site a call is for (docs/design.md section 2): a public
 * value, never an authorisation. A missing or wrong key is bad input (400).
 */
export default ((policyContext) => {
  const key = policyContext.request?.query?.id;
  if (typeof key !== 'string' || key === '') {
    throw new errors.ValidationError('id: the site key is required (?id={key})');
  }
  const expected = Buffer.from(cmsConfig().site.key);
  const given = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new errors.ValidationError('id: unknown site key');
  }
  return true;
}) satisfies Policy;
