import * as z from 'zod/mini';
import { errorAnswer } from './route';

/** Shapes many answers share. */

/** Strapi's `meta.pagination` of a page of a list. */
export const pagination = z.object({ page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number() });

/** A page of a list: `{ data: [...], meta: { pagination } }`. */
export const listPage = <Item extends z.ZodMiniType>(item: Item) => z.object({ data: z.array(item), meta: z.object({ pagination }) });

/**
 * A document of Strapi's stock REST routes (`GET /api/<type>s`, `/api/<type>s/:id`): its row and
 * document ids, always, beside the attributes the query's `fields` picks (all by default); `shape`
 * holds those the site's own calls ask for and read.
 */
const stockDocument = <Shape extends Record<string, z.ZodMiniType>>(shape: Shape) =>
  z.object({ id: z.number(), documentId: z.string(), ...shape });

/** Strapi's stock list: `{ data: [...], meta }`, its meta's paging as the query asked (pages, or start and limit). */
export const stockList = <Shape extends Record<string, z.ZodMiniType>>(shape: Shape) => z.object({ data: z.array(stockDocument(shape)) });

/** Strapi's stock read of one document: `{ data: {...}, meta: {} }`. */
export const stockOne = <Shape extends Record<string, z.ZodMiniType>>(shape: Shape) => z.object({ data: stockDocument(shape) });

/** 204 No Content: no body (read as null). */
export const noContent = z.null();

/** Strapi's message in an error answer's body, for a caller that reads the response itself; null without one. */
export function errorMessageOf(json: unknown): string | null {
  const answer = z.safeParse(errorAnswer, json);
  return answer.success ? answer.data.error.message : null;
}
