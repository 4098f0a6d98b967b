/**
 * True when the database refused a row because a unique index already holds
 * it: PostgreSQL's unique_violation, or SQLite's UNIQUE constraint. Callers
 * that insert-and-catch use it to turn a lost race into "already there".
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error as any, depth = 0; cause && depth < 5; cause = cause.cause, depth += 1) {
    if (cause.code === '23505' || cause.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (typeof cause.message === 'string' && /UNIQUE constraint failed/.test(cause.message)) return true;
  }
  return false;
}
