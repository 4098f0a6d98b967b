/**
 * A value the Document Service reads back that must be there: a required attribute
 * the query selected, a row just written. Strapi's generated types leave every
 * attribute optional (a query may not select it) and every read possibly null, so
 * this states it, checked, rather than cast.
 */
export function stored<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Read back no ${what}.`);
  return value;
}
