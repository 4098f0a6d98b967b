/**
 * The spec's wire form of a vault entry's name: a list of character codes
 * (UTF-16 code units, as `charCodeAt` gives them). Only the api files use it;
 * components work with strings.
 */
export const nameToCodes = (name: string): number[] => Array.from({ length: name.length }, (_, index) => name.charCodeAt(index));

export const nameFromCodes = (codes: number[]): string => codes.map((code) => String.fromCharCode(code)).join('');
