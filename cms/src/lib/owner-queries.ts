import { z } from 'zod';

/** `?page=&pageSize=` of a list: at most 100 rows a page, `defaultSize` when the caller says nothing. */
export const pagingFields = (defaultSize: number) => ({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100000, 'is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be at most 100')
    .default(defaultSize),
});

/** The owner's lists (opinions, pings, drafts). Other query values (`id`, `reference`) are not paging. */
export const ownerPageQuery = z.object(pagingFields(50));

/** `?reference={documentId}` of an owner's delete: Strapi's document ids are short runs of letters and digits. */
export const documentIdQuery = (what: string) =>
  z.object({
    reference: z
      .string({ error: (issue) => (issue.input === undefined ? `is required (?reference={${what} id})` : `must be one ${what} id`) })
      .min(1, `is required (?reference={${what} id})`)
      .regex(/^[A-Za-z0-9]{1,64}$/, `must be ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} id`),
  });
