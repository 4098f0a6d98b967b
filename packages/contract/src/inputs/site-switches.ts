import { z } from 'zod';
import { input } from '../input';
import { SITE_SWITCH_ROUTES } from '../routes/site-switches';
import { jsonBody } from './fields';

const onOff = z.boolean({ error: (issue) => (issue.input === undefined ? 'is required (true or false)' : 'must be true or false') });

export const SITE_SWITCH_INPUTS = {
  /** The spec's `r`: red blocks the whole site, green opens it. */
  setBlock: input(SITE_SWITCH_ROUTES.setBlock, {
    body: jsonBody({
      r: z.enum(['green', 'red'], {
        error: (issue) => (issue.input === undefined ? 'is required (green or red)' : 'must be green or red'),
      }),
    }).transform(({ r }) => ({ block: r === 'red' ? ('global' as const) : ('none' as const) })),
  }),
  // The spec's client also sends `monitorId`; it names nothing here (one flags row), so it is not read.
  setMonitor: input(SITE_SWITCH_ROUTES.setMonitor, { body: jsonBody({ monitor: onOff }) }),
  setContactMail: input(SITE_SWITCH_ROUTES.setContactMail, { body: jsonBody({ contactMail: onOff }) }),
};
