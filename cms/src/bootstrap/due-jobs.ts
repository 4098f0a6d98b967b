import type { Core } from '@strapi/strapi';
import { type JobHandler, type JobKind, ensureDueJobs, startDueJobs } from '../lib/due-jobs';
import { serviceOf } from '../lib/services';

/** What each kind of due job does (ADR 37). */
export const dueJobHandlers = (strapi: Core.Strapi): Record<JobKind, JobHandler> => ({
  // A publish is one transaction that deletes the draft: run again, it finds none and does nothing.
  'publish-draft': { run: (job) => serviceOf(strapi, 'api::draft.draft').publishScheduled(job), rerunAfterCrash: true },
  // A send cut off midway cannot tell who got it: never mailed twice; its failures can be resent.
  newsletter: { run: (job) => serviceOf(strapi, 'api::newsletter-send.newsletter-send').sendQueued(job.subject), rerunAfterCrash: false },
});

let poller: ReturnType<typeof startDueJobs> | null = null;

/** At start: the jobs' table, and this instance's poller. */
export async function startDueJobPoller(strapi: Core.Strapi) {
  await ensureDueJobs(strapi);
  poller = startDueJobs(strapi, dueJobHandlers(strapi));
}

/** At shutdown: no new run, and the one under way finished. */
export async function stopDueJobPoller() {
  await poller?.stop();
  poller = null;
}
