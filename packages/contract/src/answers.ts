import * as z from 'zod/mini';

/** Shapes many answers share. */

/** Strapi's `meta.pagination` of a page of a list. */
export const pagination = z.object({ page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number() });

/** A page of a list: `{ data: [...], meta: { pagination } }`. */
export const listPage = <Item extends z.ZodMiniType>(item: Item) => z.object({ data: z.array(item), meta: z.object({ pagination }) });

/** 204 No Content: no body (read as null). */
export const noContent = z.null();
