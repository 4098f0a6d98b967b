import type { AnswerOf } from '@blog/contract/route';
import { API } from '@blog/contract/routes';
import { callRoute } from '~/lib/api-client';
import type { PublicSiteConfig } from '~/lib/site-config';

export type SignInQuestion = AnswerOf<typeof API.session.question>['data'];

/** GET /api/sign-in/question: the server picks the question and remembers which. */
export function fetchQuestion() {
  return callRoute(API.session.question);
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export type SignInRequest = {
  username: string;
  email: string;
  password: string;
  colours: string;
  answer: string;
  attempt: string;
  humanCheck: string;
};

/** POST /api/user-micro-organisms-observe-data/{key}: 200 with the owner; a failed check is a 404 (the answer '404'). */
export async function signIn(site: PublicSiteConfig, input: SignInRequest) {
  return callRoute(API.session.signIn, {
    params: { key: site.siteKey },
    body: {
      admin: base64(input.username),
      email: base64(input.email),
      pswd: base64(input.password),
      colours: input.colours,
      answer: input.answer,
      attempt: input.attempt,
      humanCheck: input.humanCheck,
    },
  });
}

/** POST /api/visitor after each failure: the server logs the connection's own address. */
export function logVisitor() {
  return callRoute(API.session.visitor, { body: {} });
}
