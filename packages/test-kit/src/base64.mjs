// Base64 of UTF-8 text, as the wire carries bodies and the sign-in's credentials. Written
// here, not taken from the code under test, so a test does not check the codec with itself.

/** @param {string} text */
export const toBase64 = (text) => Buffer.from(text, 'utf8').toString('base64');

/** @param {string | null | undefined} base64 */
export const fromBase64 = (base64) => Buffer.from(base64 ?? '', 'base64').toString('utf8');
