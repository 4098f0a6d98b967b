/** What a thrown value may carry: drivers throw errors with a code, knex wraps them in a cause. */
export type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** `error` and the causes it wraps, at most 5 deep. */
export function causesOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let cause = error; cause && typeof cause === 'object' && chain.length < 5; cause = (cause as ErrorLike).cause) chain.push(cause);
  return chain;
}

/**
 * True when the database refused a row because a unique index already holds
 * it: PostgreSQL's unique_violation, or SQLite's UNIQUE constraint. Callers
 * that insert-and-catch use it to turn a lost race into "already there".
 */
export function isUniqueViolation(error: unknown): boolean {
  return causesOf(error).some(
    (cause) =>
      cause.code === '23505' ||
      cause.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      (typeof cause.message === 'string' && /UNIQUE constraint failed/.test(cause.message)),
  );
}
