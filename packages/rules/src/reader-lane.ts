/**
 * The reader's lane (ADR 48): the readers' hottest calls, which the web server passes to the CMS
 * before Express and the CMS answers past the parts of Strapi's request chain that never act on
 * them. Each named by its key in both sides' API paths modules (cms/src/lib/api-paths.ts,
 * frontend/app/lib/api-paths.ts), so each side takes the same calls at its own paths.
 */
export const READER_LANE_CALLS = [
  ['GET', 'like'],
  ['GET', 'unlike'],
  ['POST', 'like'],
  ['POST', 'unlike'],
  ['PUT', 'siteVisits'],
  ['POST', 'dailyViews'],
  ['POST', 'opinions'],
  ['GET', 'search'],
  ['GET', 'fullTextSearch'],
] as const;
