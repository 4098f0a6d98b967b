// The spec's human check (docs/spec/reader-side.md sections 4, 5 and 9).
export const MIN_PICKS = 4;
export const GREY_TRANSITION_MS = 2000;
export const HELP_TEXT =
  'You have to choose the requirement. Choose the picture, verify, tickmark may appear. It can complete the captcha challenge';
export const CHOOSE_MORE = 'Choose the requirement';
export const FAILED = 'Captcha failed';
export const NOT_A_ROBOT = 'If you not a Robot?';
