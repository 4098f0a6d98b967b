import type { Input } from './input';
import type { Route } from './route';
import { API } from './routes';
import { ARTICLE_HISTORY_INPUTS } from './inputs/article-history';
import { ARTICLE_INPUTS } from './inputs/articles';
import { DRAFT_INPUTS } from './inputs/drafts';
import { HUMAN_CHECK_INPUTS } from './inputs/human-check';
import { LIKE_INPUTS } from './inputs/likes';
import { NEWSLETTER_INPUTS } from './inputs/newsletter';
import { OPINION_INPUTS } from './inputs/opinions';
import { PICTURE_INPUTS } from './inputs/pictures';
import { PING_INPUTS } from './inputs/pings';
import { PREVIEW_LINK_INPUTS } from './inputs/preview-links';
import { QUOTE_INPUTS } from './inputs/quotes';
import { SEARCH_INPUTS } from './inputs/search';
import { SESSION_INPUTS } from './inputs/session';
import { SITE_SWITCH_INPUTS } from './inputs/site-switches';
import { SUBSCRIPTION_INPUTS } from './inputs/subscription';
import { VAULT_INPUTS } from './inputs/vault';
import { WORKING_COPY_INPUTS } from './inputs/working-copy';

/** Every route's request input, by area as in routes.ts (server-only: classic zod). */
export const INPUTS = {
  articles: ARTICLE_INPUTS,
  search: SEARCH_INPUTS,
  articleHistory: ARTICLE_HISTORY_INPUTS,
  workingCopy: WORKING_COPY_INPUTS,
  previewLinks: PREVIEW_LINK_INPUTS,
  pictures: PICTURE_INPUTS,
  drafts: DRAFT_INPUTS,
  quotes: QUOTE_INPUTS,
  humanCheck: HUMAN_CHECK_INPUTS,
  likes: LIKE_INPUTS,
  opinions: OPINION_INPUTS,
  pings: PING_INPUTS,
  subscription: SUBSCRIPTION_INPUTS,
  newsletter: NEWSLETTER_INPUTS,
  siteSwitches: SITE_SWITCH_INPUTS,
  session: SESSION_INPUTS,
  vault: VAULT_INPUTS,
} as const;

export const ALL_INPUTS: readonly Input[] = Object.values(INPUTS).flatMap((area) => Object.values(area));

/** The routes of the API's own (not Strapi's stock ones) that have no input, each with why. */
export const WITHOUT_INPUT: readonly Route[] = [
  // They read nothing of the request: a query or body sent is ignored.
  API.humanCheck.challenge,
  API.session.question,
  API.session.session,
  API.session.signOut,
  API.siteSwitches.block,
  API.siteSwitches.monitor,
  API.siteSwitches.contactMail,
  API.vault.list,
  API.views.statistics,
  API.views.overview,
  // The server counts and records on its own (docs/design.md section 2): what the old client sent is never read.
  API.views.countVisit,
  API.views.countView,
  API.session.visitor,
  // Multipart, read by the CMS as it streams in, after the owner's check (ADR 36).
  API.pictures.upload,
];
