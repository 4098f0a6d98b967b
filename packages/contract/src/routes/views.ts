import * as z from 'zod/mini';
import { route } from '../route';

/** The whole-site visit counter and the daily views, counted by readers' pages; the owner's figures. */
export const VIEW_ROUTES = {
  countVisit: route({ fastPath: 'reader-call', method: 'PUT', path: '/m4-cxrbine', answer: z.unknown() }),
  countView: route({ fastPath: 'reader-call', method: 'POST', path: '/daily-6567', answer: z.unknown() }),
  statistics: route({ method: 'GET', path: '/statistics', access: 'owner', siteKey: true, answer: z.unknown() }),
  overview: route({ method: 'GET', path: '/dashboard-overview', access: 'owner', siteKey: true, answer: z.unknown() }),
};
