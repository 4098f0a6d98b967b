/**
 * Every CMS path the front end calls, in one place: the spec's wire paths (docs/api.md),
 * which the CMS declares once in cms/src/lib/api-paths.ts. The browser calls them on this
 * site's own /api (the web server passes them on unchanged); loaders call the CMS directly.
 * Queries are the caller's: the spec writes some of these paths with a slash before the `?`.
 */
export const API_PATHS = {
  articleByPath: '/api/getapostadsfgd',
  /** GET: a page of articles; POST: a new one; PUT: an edit. */
  articles: '/api/article',
  articleDelete: '/api/article-delete',
  /** The owner's history of an article (ADR 34): its versions, one version, a restore. */
  articleHistory: '/api/article-history',
  articleVersion: '/api/article-history/version',
  restoreArticleVersion: '/api/article-history/restore',
  /** The Write page's copy on the server (ADR 39). */
  workingCopy: '/api/working-copy',
  /** A draft's preview links (owner), and the draft a link opens (anyone with it; ADR 40). */
  previewLinks: '/api/preview-link',
  preview: (token: string) => `/api/preview/${encodeURIComponent(token)}`,
  /** The owner's pictures (ADR 36): POST uploads one (multipart), GET lists the media library's. */
  pictures: '/api/pictures',
  search: '/api/search',
  /** Full-text search of titles, bodies and sources (ADR 44). */
  fullTextSearch: '/api/search/text',
  /** An article's Next Articles, most related first (ADR 44). */
  relatedArticles: '/api/article-related',
  /** Strapi's stock list of quotes (read-only, public). */
  quotes: '/api/quotes',
  humanCheck: '/api/human-check',
  like: '/api/like',
  unlike: '/api/unlike',
  siteVisits: '/api/m4-cxrbine',
  dailyViews: '/api/daily-6567',
  /** The block switch (Access): GET for readers, POST for the owner. */
  siteBlock: '/api/bufycg',
  monitor: '/api/monitor',
  /** Whether a contact message is mailed to the owner too (owner; GET and PUT, with the site key). */
  contactMail: '/api/contact-mail',
  statistics: '/api/statistics',
  overview: '/api/dashboard-overview',
  signInQuestion: '/api/sign-in/question',
  /** {key} is SITE_KEY. */
  signIn: (siteKey: string) => `/api/user-micro-organisms-observe-data/${encodeURIComponent(siteKey)}`,
  visitor: '/api/visitor',
  session: '/api/session',
  signOut: '/api/signout',
  vault: '/api/hash-pswd',
  subscribe: '/api/emailAPIgfhcgbjknk',
  confirmSubscription: '/api/e-c',
  unsubscribe: '/api/e-u',
  /** The owner's newsletter (ADR 37): each new article's e-mail, and the Cancel of one still waiting. */
  newsletterSends: '/api/newsletter/sends',
  cancelNewsletterSend: '/api/newsletter/cancel',
  /** The paths named after the product ({product} is PRODUCT_SLUG, a slug). */
  drafts: (product: string) => `/api/article-draft-${product}`,
  publishDraft: (product: string) => `/api/article-draft-${product}/publish`,
  /** PUT: a draft's publish time (ADR 37); DELETE: clears it. */
  scheduleDraft: (product: string) => `/api/article-draft-${product}/schedule`,
  opinions: (product: string) => `/api/opinion-about-article-${product}`,
  contact: (product: string) => `/api/contacttry-${product}`,
} as const;
