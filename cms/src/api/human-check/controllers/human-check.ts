import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { NO_NUL, parseInput } from '../../../lib/validate';
import { IMAGES_PER_CHALLENGE } from '../services/human-check';
import { serviceOf } from '../../../lib/services';

const UID = 'api::human-check.human-check';

const isPick = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < IMAGES_PER_CHALLENGE;

const verifyBody = z.object({
  challenge: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required (the id from GET /api/human-check)' : 'must be text') })
    .min(1, 'is required (the id from GET /api/human-check)')
    .max(100, 'is not a challenge id')
    .regex(NO_NUL, 'is not a challenge id'),
  picks: z
    .array(z.unknown(), {
      error: (issue) => (issue.input === undefined ? 'is required (the indexes of the chosen images)' : 'must be a list of image indexes'),
    })
    .max(IMAGES_PER_CHALLENGE, `must list at most ${IMAGES_PER_CHALLENGE} images`)
    .refine((picks) => picks.every(isPick), `each must be a whole number from 0 to ${IMAGES_PER_CHALLENGE - 1}`),
});

// Answers are never cached: each challenge and token is for one reader, once.
export default factories.createCoreController(UID, ({ strapi }) => ({
  async challenge(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const challenge = await serviceOf(strapi, UID).issue();
    if (!challenge) return ctx.notFound('human check: there are no captcha sets yet');
    ctx.body = { data: challenge };
  },

  async verify(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const { challenge, picks } = parseInput(verifyBody, ctx.request.body ?? {});
    ctx.body = { data: await serviceOf(strapi, UID).verify(challenge, picks as number[]) };
  },
}));
