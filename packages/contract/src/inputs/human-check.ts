import { z } from 'zod';
import { input } from '../input';
import { HUMAN_CHECK_ROUTES } from '../routes/human-check';
import { NO_NUL } from './fields';

/** The images of one challenge: a pick is the index of one. */
export const IMAGES_PER_CHALLENGE = 8;

const isPick = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < IMAGES_PER_CHALLENGE;

export const HUMAN_CHECK_INPUTS = {
  /** The challenge's id and the indexes of the images the reader chose. */
  verify: input(HUMAN_CHECK_ROUTES.verify, {
    body: z.object({
      challenge: z
        .string({ error: (issue) => (issue.input === undefined ? 'is required (the id from GET /api/human-check)' : 'must be text') })
        .min(1, 'is required (the id from GET /api/human-check)')
        .max(100, 'is not a challenge id')
        .regex(NO_NUL, 'is not a challenge id'),
      picks: z
        .array(z.unknown(), {
          error: (issue) =>
            issue.input === undefined ? 'is required (the indexes of the chosen images)' : 'must be a list of image indexes',
        })
        .max(IMAGES_PER_CHALLENGE, `must list at most ${IMAGES_PER_CHALLENGE} images`)
        .refine((picks) => picks.every(isPick), `each must be a whole number from 0 to ${IMAGES_PER_CHALLENGE - 1}`)
        // Each was checked just above.
        .transform((picks) => picks as number[]),
    }),
  }),
};
