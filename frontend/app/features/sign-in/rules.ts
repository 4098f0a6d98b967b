// The owner sign-in's checks in the browser (docs/spec/admin-side.md section 5), in the spec's order.
// They only catch what is plainly wrong; the server verifies everything again against its
// own configuration, which never reaches the browser.
import { NOT_A_ROBOT } from '~/components/human-check/rules';

export const MESSAGES = {
  robot: NOT_A_ROBOT,
  colours: 'Provided Hex color is not supported.',
  answer: 'Captcha doesnot exist',
  password: 'Password need to be more then 8 words',
  email: 'Email is probably not written properly',
  username: 'Username is probably not written properly',
  failed: 'Authentication failed...',
  offline: 'Internet Issue',
} as const;

export const MESSAGE_CLEAR_MS = 2000;
export const ROBOT_CHECK_RESET_MS = 15000;
export const PASSWORD_MIN = 8;
export const USERNAME_LENGTH = 11;

const HEX_COLOURS = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})(?: #(?:[0-9a-f]{3}|[0-9a-f]{6})){3}$/i;
const MAIL_PROVIDERS = [
  'gmail',
  'googlemail',
  'yahoo',
  'outlook',
  'hotmail',
  'live',
  'msn',
  'icloud',
  'me',
  'proton',
  'protonmail',
  'aol',
  'zoho',
  'yandex',
  'gmx',
  'mail',
  'fastmail',
];

/** The five fields the owner types, in the spec's order (the human check comes after them, above Sign in). */
export type SignInField = 'colours' | 'answer' | 'password' | 'email' | 'username';

const FIELD_OF_PROBLEM: Record<string, SignInField> = {
  [MESSAGES.colours]: 'colours',
  [MESSAGES.answer]: 'answer',
  [MESSAGES.password]: 'password',
  [MESSAGES.email]: 'email',
  [MESSAGES.username]: 'username',
};

/** The field a browser-side message belongs beside; null for the title's robot warning and the server's answers. */
export const fieldOfProblem = (message: string): SignInField | null => FIELD_OF_PROBLEM[message] ?? null;

export type SignInInput = { robotChecked: boolean; colours: string; answer: string; password: string; email: string; username: string };

/** The first rule the input breaks, as the spec's message; null when the browser finds nothing wrong. */
export function firstProblem(input: SignInInput): string | null {
  if (!input.robotChecked) return MESSAGES.robot;
  if (!HEX_COLOURS.test(input.colours.trim().replace(/\s+/g, ' '))) return MESSAGES.colours;
  if (input.answer.trim() === '') return MESSAGES.answer;
  if (input.password.length < PASSWORD_MIN) return MESSAGES.password;
  if (!isPlausibleEmail(input.email)) return MESSAGES.email;
  if (input.username.length !== USERNAME_LENGTH) return MESSAGES.username;
  return null;
}

function isPlausibleEmail(email: string): boolean {
  const lower = email.toLowerCase();
  if (!lower.includes('@') || !lower.includes('.') || !lower.includes('com')) return false;
  const domain = lower.split('@')[1] ?? '';
  return MAIL_PROVIDERS.some((provider) => domain.split('.').includes(provider));
}

/** The spec's supported browsers: Chromium-family, Safari or UC. A UI rule, not a security boundary. */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/UCBrowser/i.test(userAgent)) return true;
  if (/Firefox|FxiOS/i.test(userAgent)) return false;
  if (/Chrome|Chromium|CriOS|Edg\/|OPR\//i.test(userAgent)) return true;
  return /Safari/i.test(userAgent) && /AppleWebKit/i.test(userAgent);
}
