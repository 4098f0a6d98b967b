/**
 * A required attribute as the Document Service reads it back. Strapi's generated
 * types leave every attribute optional (a query may not select it), so one the
 * query selected and the schema requires is stated here, checked, not cast.
 */
export function stored<T>(value: T | null | undefined, attribute: string): T {
  if (value === null || value === undefined) throw new Error(`The required attribute ${attribute} was read back empty.`);
  return value;
}
