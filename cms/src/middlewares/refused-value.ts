import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { causesOf } from '../lib/db-errors';

/**
 * Strapi's stock REST routes (GET /api/articles, /api/quotes, and by :id) hand
 * their query language (`filters`, the id in the path) to the database without
 * checking a value against its column. PostgreSQL refuses such a value with a
 * data exception, SQLSTATE class 22 (`abc` for an integer, U+0000 in text),
 * which Strapi would answer 500. It is bad input: 400. (SQLite takes any value.)
 * The routes of this project check their input themselves (lib/*-input.ts).
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

const isDataException = (error: unknown) =>
  causesOf(error).some((cause) => typeof cause.code === 'string' && DATA_EXCEPTION.test(cause.code));

export default (() => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!isDataException(error)) throw error;
    throw new errors.ValidationError('a value in the query does not fit its field');
  }
}) satisfies Core.MiddlewareFactory;
