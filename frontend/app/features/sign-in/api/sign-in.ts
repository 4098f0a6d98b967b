import { callApi } from '~/lib/api-client';
import type { Owner } from '~/lib/owner';
import type { PublicSiteConfig } from '~/lib/site-config';
import { API_PATHS } from '~/lib/api-paths';

export type SignInQuestion = { attempt: string; question: string };

/** GET /api/sign-in/question: the server picks the question and remembers which. */
export function fetchQuestion() {
  return callApi<{ data: SignInQuestion }>(API_PATHS.signInQuestion);
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

/** POST /api/user-micro-organisms-observe-data/{key}: the answer '404' means the check failed. */
export async function signIn(site: PublicSiteConfig, input: SignInRequest) {
  return callApi<{ data: Owner } | string>(API_PATHS.signIn(site.siteKey), {
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
  return callApi(API_PATHS.visitor, { body: {} });
}
