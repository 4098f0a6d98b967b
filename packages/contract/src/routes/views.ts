import * as z from 'zod/mini';
import { route } from '../route';

/** One UTC day's page views (day: YYYY-MM-DD). */
const dayCount = z.object({ day: z.string(), count: z.number() });

/** Today's views, the whole-site total, and the last 30 days oldest first. */
const statistics = z.object({ today: dayCount, total: z.number(), days: z.array(dayCount) });

/** What waits for the owner: the menu's counts of opinions, contact messages and drafts. */
const overview = z.object({ opinions: z.number(), pings: z.number(), drafts: z.number() });

const owner = { access: 'owner', siteKey: true } as const;

/** The whole-site visit counter and the daily views, counted by readers' pages; the owner's figures. */
export const VIEW_ROUTES = {
  countVisit: route({
    fastPath: 'reader-call',
    method: 'PUT',
    path: '/m4-cxrbine',
    answer: z.object({ data: z.object({ count: z.number() }) }),
  }),
  countView: route({ fastPath: 'reader-call', method: 'POST', path: '/daily-6567', answer: z.object({ data: dayCount }) }),
  statistics: route({ method: 'GET', path: '/statistics', ...owner, answer: z.object({ data: statistics }) }),
  overview: route({ method: 'GET', path: '/dashboard-overview', ...owner, answer: z.object({ data: overview }) }),
};
