import { dueJobHandlers } from '../src/bootstrap/due-jobs';
import { runDueJobs } from '../src/lib/due-jobs';
import { serviceOf } from '../src/lib/services';
import type { TestCms } from './harness';

const SENDS = 'api::newsletter-send.newsletter-send';

/** The newsletter sends queued for an article, as stored. */
export const sendsOf = (cms: TestCms, article: string) =>
  cms.strapi.db.query(SENDS).findMany({ where: { article }, orderBy: { id: 'asc' } });

/** A minute in milliseconds. */
export const MINUTE = 60_000;

/** Runs the due jobs as an instance's poller would, at `minutesFromNow` on the clock (6: every waiting e-mail leaves). */
export const runJobsAt = (cms: TestCms, minutesFromNow = 6) =>
  runDueJobs(cms.strapi, dueJobHandlers(cms.strapi), Date.now() + minutesFromNow * MINUTE);

/** Queues an article's e-mail and lets it leave, as five minutes later: the send as stored. */
export async function announceNow(cms: TestCms, article: string) {
  const send = await serviceOf(cms.strapi, SENDS).queue(article);
  await runJobsAt(cms);
  return cms.strapi.db.query(SENDS).findOne({ where: { documentId: send } });
}
