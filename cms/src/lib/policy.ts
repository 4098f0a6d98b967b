import type { Core } from '@strapi/strapi';
import type { DefaultState } from 'koa';

/**
 * A route policy: true lets the request on, a throw answers it. Strapi awaits each
 * policy and hands it the request's whole Koa context (its state too), though its own
 * Core.PolicyHandler type allows no Promise and its Core.PolicyContext has no state.
 */
export type Policy = (
  policyContext: Core.PolicyContext & { state: DefaultState },
  config: unknown,
  opts: { strapi: Core.Strapi },
) => boolean | Promise<boolean>;
