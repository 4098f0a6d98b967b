import { cmsConfig } from './config';

/**
 * Every route path the CMS declares, once: the spec's wire paths (docs/api.md), which Strapi
 * serves under /api. The route files under api/<type>/routes/ take their paths from here; the
 * front end calls the same paths from frontend/app/lib/api-paths.ts. The paths named after the
 * product ({product} is PRODUCT_SLUG) are read when the routes load.
 */
export const API_PATHS = {
  articleByPath: '/getapostadsfgd',
  articleSingle: '/article-single',
  /** GET: a page of articles (site key); POST: a new one; PUT: an edit (owner). */
  articles: '/article',
  /** GET: a page of articles, without the site key. */
  posts: '/post',
  articleDelete: '/article-delete',
  /** The owner's history of an article (ADR 34): its versions, one version, a restore. */
  articleHistory: '/article-history',
  articleVersion: '/article-history/version',
  restoreArticleVersion: '/article-history/restore',
  /** The Write page's copy on the server (ADR 39). */
  workingCopy: '/working-copy',
  /** A draft's preview links (owner), and the draft a link opens (anyone with it; ADR 40). */
  previewLinks: '/preview-link',
  preview: '/preview/:token',
  /** The owner's pictures (ADR 36): POST uploads one (multipart), GET lists the media library's. */
  pictures: '/pictures',
  search: '/search',
  /** Full-text search of titles, bodies and sources (ADR 44). */
  fullTextSearch: '/search/text',
  /** Related reading: the Next Articles of an article, most related first (ADR 44). */
  relatedArticles: '/article-related',
  randomQuote: '/quote/random',
  humanCheck: '/human-check',
  like: '/like',
  unlike: '/unlike',
  siteVisits: '/m4-cxrbine',
  dailyViews: '/daily-6567',
  /** The block switch (Access): GET for readers, POST for the owner. */
  siteBlock: '/bufycg',
  monitor: '/monitor',
  /** Whether a contact message is mailed to the owner too (the owner's switch; on by default). */
  contactMail: '/contact-mail',
  statistics: '/statistics',
  overview: '/dashboard-overview',
  signInQuestion: '/sign-in/question',
  /** {key} is the site key (SITE_KEY). */
  signIn: '/user-micro-organisms-observe-data/:key',
  visitor: '/visitor',
  session: '/session',
  signOut: '/signout',
  vault: '/hash-pswd',
  subscribe: '/emailAPIgfhcgbjknk',
  confirmSubscription: '/e-c',
  unsubscribe: '/e-u',
  unsubscribeOneClick: '/e-u/one-click',
  /** The owner's newsletter (ADR 37): each new article's e-mail, and the Cancel of one still waiting. */
  newsletterSends: '/newsletter/sends',
  cancelNewsletterSend: '/newsletter/cancel',
  drafts: () => `/article-draft-${cmsConfig().site.productSlug}`,
  publishDraft: () => `/article-draft-${cmsConfig().site.productSlug}/publish`,
  /** PUT: a draft's publish time (ADR 37); DELETE: clears it. */
  scheduleDraft: () => `/article-draft-${cmsConfig().site.productSlug}/schedule`,
  opinions: () => `/opinion-about-article-${cmsConfig().site.productSlug}`,
  contact: () => `/contacttry-${cmsConfig().site.productSlug}`,
} as const;

/** A route's path as a request carries it: under Strapi's REST prefix. */
export const requestPath = (path: string) => `/api${path}`;
