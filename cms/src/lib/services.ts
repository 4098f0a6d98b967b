import type { Core } from '@strapi/strapi';
import type article from '../api/article/services/article';
import type articleVersion from '../api/article-version/services/article-version';
import type dailyView from '../api/daily-view/services/daily-view';
import type draft from '../api/draft/services/draft';
import type humanCheck from '../api/human-check/services/human-check';
import type newsletterSend from '../api/newsletter-send/services/newsletter-send';
import type opinion from '../api/opinion/services/opinion';
import type ownerAuth from '../api/owner-auth/services/owner-auth';
import type ownerOverview from '../api/owner-overview/services/owner-overview';
import type ownerSession from '../api/owner-session/services/owner-session';
import type picture from '../api/picture/services/picture';
import type ping from '../api/ping/services/ping';
import type previewLink from '../api/preview-link/services/preview-link';
import type quote from '../api/quote/services/quote';
import type reaction from '../api/reaction/services/reaction';
import type signInAttempt from '../api/sign-in-attempt/services/sign-in-attempt';
import type signInFailure from '../api/sign-in-failure/services/sign-in-failure';
import type siteCounter from '../api/site-counter/services/site-counter';
import type siteFlag from '../api/site-flag/services/site-flag';
import type subscriber from '../api/subscriber/services/subscriber';
import type vaultEntry from '../api/vault-entry/services/vault-entry';
import type visitor from '../api/visitor/services/visitor';
import type workingCopy from '../api/working-copy/services/working-copy';

/** Each of our services by its UID, as its factory builds it. */
export type Services = {
  'api::article.article': ReturnType<typeof article>;
  'api::article-version.article-version': ReturnType<typeof articleVersion>;
  'api::daily-view.daily-view': ReturnType<typeof dailyView>;
  'api::draft.draft': ReturnType<typeof draft>;
  'api::human-check.human-check': ReturnType<typeof humanCheck>;
  'api::newsletter-send.newsletter-send': ReturnType<typeof newsletterSend>;
  'api::opinion.opinion': ReturnType<typeof opinion>;
  'api::owner-auth.owner-auth': ReturnType<typeof ownerAuth>;
  'api::owner-overview.owner-overview': ReturnType<typeof ownerOverview>;
  'api::owner-session.owner-session': ReturnType<typeof ownerSession>;
  'api::picture.picture': ReturnType<typeof picture>;
  'api::ping.ping': ReturnType<typeof ping>;
  'api::preview-link.preview-link': ReturnType<typeof previewLink>;
  'api::quote.quote': ReturnType<typeof quote>;
  'api::reaction.reaction': ReturnType<typeof reaction>;
  'api::sign-in-attempt.sign-in-attempt': ReturnType<typeof signInAttempt>;
  'api::sign-in-failure.sign-in-failure': ReturnType<typeof signInFailure>;
  'api::site-counter.site-counter': ReturnType<typeof siteCounter>;
  'api::site-flag.site-flag': ReturnType<typeof siteFlag>;
  'api::subscriber.subscriber': ReturnType<typeof subscriber>;
  'api::vault-entry.vault-entry': ReturnType<typeof vaultEntry>;
  'api::visitor.visitor': ReturnType<typeof visitor>;
  'api::working-copy.working-copy': ReturnType<typeof workingCopy>;
};

/**
 * One of our services with its own methods typed: Strapi's `strapi.service(uid)` knows
 * the UID but types every method as `(...args: any[]) => any`, and Strapi 5 has no
 * registry to declare custom service methods in.
 */
export const serviceOf = <U extends keyof Services>(strapi: Core.Strapi, uid: U): Services[U] => strapi.service(uid) as Services[U];
