// Bounded lists everywhere: Strapi's REST routes never return more than 100 rows.
export default {
  rest: { defaultLimit: 20, maxLimit: 100, withCount: true },
};
