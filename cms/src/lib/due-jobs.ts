import type { Core } from '@strapi/strapi';
import { noteDueJobsRun, now } from './clock';

/**
 * Work that must happen once at a set time, whichever CMS instance is up then (ADR 37):
 * a draft's scheduled publish and a newsletter's delayed send. A job is a row in
 * `due_jobs` (made here, by hand); every instance polls, and a job runs where one
 * conditional UPDATE (state 'due' to 'running') succeeds, so two instances polling
 * together run it once. No timer in memory decides anything: a restart, a crash
 * or a second instance only changes who runs the job.
 */
export const DUE_JOBS_TABLE = 'due_jobs';

export type JobKind = 'publish-draft' | 'newsletter';
type JobState = 'due' | 'running' | 'done' | 'cancelled' | 'failed';
export type DueJob = {
  id: number;
  kind: JobKind;
  subject: string;
  dueAt: number;
  state: JobState;
  newsletter: boolean;
  problem: string | null;
};
export type JobOutcome = { state: 'done' | 'failed' | 'cancelled'; problem?: string };

/** What a kind of job does, and whether it may run again when its instance died during it. */
export type JobHandler = {
  run: (job: DueJob) => Promise<JobOutcome>;
  /** True when running twice does no harm (a publish is one transaction): a job stuck 'running' is made due again. */
  rerunAfterCrash: boolean;
};

type Knex = Core.Strapi['db']['connection'];

/** How often each instance looks for due jobs. */
const POLL_MS = 5_000;
/** A job running this long died with its instance. */
const STUCK_MS = 15 * 60_000;
/** The most jobs one poll takes on: the rest wait for the next. */
const BATCH = 20;
const MAX_PROBLEM = 500;

export async function ensureDueJobs(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(DUE_JOBS_TABLE)) return;
  await knex.schema.createTable(DUE_JOBS_TABLE, (table) => {
    table.increments('id');
    table.string('kind', 32).notNullable();
    table.string('subject', 64).notNullable();
    // Milliseconds since 1970: compared as numbers, the same on SQLite and PostgreSQL.
    table.bigInteger('due_at').notNullable();
    table.string('state', 16).notNullable();
    table.boolean('newsletter').notNullable().defaultTo(true);
    table.bigInteger('claimed_at');
    table.bigInteger('finished_at');
    table.text('problem');
    // One job per draft and per send: scheduling again moves the one there is.
    table.unique(['kind', 'subject']);
    table.index(['state', 'due_at']);
  });
}

const jobOf = (row: Record<string, unknown>): DueJob => ({
  id: Number(row.id),
  kind: row.kind as JobKind,
  subject: String(row.subject),
  dueAt: Number(row.due_at),
  state: row.state as JobState,
  newsletter: row.newsletter === true || row.newsletter === 1,
  problem: (row.problem as string | null) ?? null,
});

/**
 * Makes `subject` due at `dueAt` (a new job, or the one there is moved, its last
 * problem forgotten), in one upsert, so concurrent calls leave one job. 'busy' when
 * the job is running now: it is not touched.
 */
export async function scheduleJob(
  knex: Knex,
  job: { kind: JobKind; subject: string; dueAt: number; newsletter?: boolean },
): Promise<'scheduled' | 'busy'> {
  const fields = {
    due_at: job.dueAt,
    state: 'due',
    newsletter: job.newsletter ?? true,
    problem: null,
    claimed_at: null,
    finished_at: null,
  };
  await knex(DUE_JOBS_TABLE)
    .insert({ kind: job.kind, subject: job.subject, ...fields })
    .onConflict(['kind', 'subject'])
    .merge(fields)
    .where(`${DUE_JOBS_TABLE}.state`, '<>', 'running');
  const row = await knex(DUE_JOBS_TABLE).where({ kind: job.kind, subject: job.subject }).first('state');
  return row?.state === 'running' ? 'busy' : 'scheduled';
}

/** Cancels a job that has not started: true when this call cancelled it (a claim and a cancel never both win). */
export async function cancelJob(knex: Knex, kind: JobKind, subject: string): Promise<boolean> {
  const cancelled = await knex(DUE_JOBS_TABLE).where({ kind, subject, state: 'due' }).update({ state: 'cancelled', finished_at: now() });
  return Number(cancelled) === 1;
}

/** Forgets a job that is not running (a cleared schedule, a deleted draft). 'busy' when it is running now. */
export async function removeJob(knex: Knex, kind: JobKind, subject: string): Promise<'removed' | 'busy'> {
  await knex(DUE_JOBS_TABLE).where({ kind, subject }).whereNot('state', 'running').del();
  const left = await knex(DUE_JOBS_TABLE).where({ kind, subject }).first('id');
  return left ? 'busy' : 'removed';
}

/** The jobs of these subjects, by subject. */
export async function jobsOf(knex: Knex, kind: JobKind, subjects: string[]): Promise<Map<string, DueJob>> {
  if (subjects.length === 0) return new Map();
  const rows = await knex(DUE_JOBS_TABLE).where({ kind }).whereIn('subject', subjects);
  return new Map(rows.map((row: Record<string, unknown>) => [String(row.subject), jobOf(row)]));
}

/**
 * Runs the jobs due at `at`, each in the instance whose claim (one conditional
 * UPDATE) takes it; a job another instance claimed first is skipped. Returns how
 * many this call ran.
 */
export async function runDueJobs(strapi: Core.Strapi, handlers: Record<JobKind, JobHandler>, at = now()): Promise<number> {
  const knex = strapi.db.connection;
  const rerunnable = (Object.keys(handlers) as JobKind[]).filter((kind) => handlers[kind].rerunAfterCrash);
  await knex(DUE_JOBS_TABLE)
    .where('state', 'running')
    .whereIn('kind', rerunnable)
    .where('claimed_at', '<', at - STUCK_MS)
    .update({ state: 'due' });
  const due = await knex(DUE_JOBS_TABLE).where('state', 'due').where('due_at', '<=', at).orderBy('due_at').limit(BATCH);
  let ran = 0;
  for (const row of due) {
    const job = jobOf(row);
    const claimed = await knex(DUE_JOBS_TABLE).where({ id: job.id, state: 'due' }).update({ state: 'running', claimed_at: at });
    if (Number(claimed) !== 1) continue;
    ran += 1;
    let outcome: JobOutcome;
    try {
      outcome = await handlers[job.kind].run(job);
    } catch (error) {
      strapi.log.error(`Due job ${job.kind} ${job.subject} failed: ${(error as Error).message}`);
      outcome = { state: 'failed', problem: (error as Error).message };
    }
    await knex(DUE_JOBS_TABLE)
      .where({ id: job.id, state: 'running' })
      .update({ state: outcome.state, problem: outcome.problem?.slice(0, MAX_PROBLEM) ?? null, finished_at: now() });
  }
  return ran;
}

/** The poller of one instance: a run at a time, never overlapping; stop() waits for the run under way. */
export function startDueJobs(strapi: Core.Strapi, handlers: Record<JobKind, JobHandler>) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const at = now();
    running = runDueJobs(strapi, handlers, at)
      .then(() => noteDueJobsRun(at))
      .catch((error) => strapi.log.error(`Due jobs: ${(error as Error).message}`))
      .finally(() => {
        busy = false;
      });
  }, POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
