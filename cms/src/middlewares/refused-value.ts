import { errors } from '@strapi/utils';

/**
 * Strapi's stock REST routes (GET /api/articles, /api/quotes, and by :id) hand
 * their query language (`filters`, the id in the path) to the database without
 * checking a value against its column. PostgreSQL refuses such a value with a
 * data exception, SQLSTATE class 22 (`abc` for an integer, U+0000 in text),
 * which Strapi would answer 500. It is bad input: 400. (SQLite takes any value.)
 * The routes of this project check their input themselves (lib/*-input.ts).
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

function isDataException(error: unknown): boolean {
  for (let cause = error as any, depth = 0; cause && depth < 5; cause = cause.cause, depth += 1) {
    if (typeof cause.code === 'string' && DATA_EXCEPTION.test(cause.code)) return true;
  }
  return false;
}

export default () => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!isDataException(error)) throw error;
    throw new errors.ValidationError('a value in the query does not fit its field');
  }
};
