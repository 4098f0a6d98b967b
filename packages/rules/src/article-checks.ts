import { plainText } from './text';

/** The editor's placeholder: a body that is only this text is not an article. */
export const ARTICLE_PLACEHOLDER = 'Write the article here...';

/** The messages of an article save, in the order they are checked (docs/spec/admin-side.md section 5). */
export const ARTICLE_MESSAGES = {
  title: 'Title not available...',
  picture: 'Picture cdn not available...',
  pictureSource: 'provide picture source...',
  body: 'Article is not written there...',
  referenceMissing: 'Authorized researched papers essential',
  author: 'Authentication failed!',
  referenceFalse: 'Article researched boolean false',
  signedOut: 'Authentication failed...',
  editPassword: 'Need password to edit Article...',
} as const;

export type ArticleCheckInput = {
  headingSave: string;
  imageCdn: string;
  imageSource: string;
  /** The body as HTML (not base64). */
  bodyHtml: string;
  reference: string;
  authorSave: string;
  /** The browser holds an auth record / the server has verified the owner's session. */
  signedIn: boolean;
  mode: 'post' | 'edit';
  editorPassword?: string;
};

/** True when the body has no words: empty, a lone line break, or only the placeholder. */
export function isEmptyBody(html: string): boolean {
  const text = plainText(html).trim();
  return text.length === 0 || text === ARTICLE_PLACEHOLDER;
}

/**
 * The first rule an article save breaks, as the message the owner sees, or
 * null when it may be saved. The browser and the CMS run the same checks in
 * the same order; `expectedAuthor` comes from the server's configuration.
 */
export function firstArticleProblem(input: ArticleCheckInput, expectedAuthor: string): string | null {
  if (input.headingSave.trim() === '') return ARTICLE_MESSAGES.title;
  if (!/^https?:\/\/\S+$/i.test(input.imageCdn.trim())) return ARTICLE_MESSAGES.picture;
  if (input.imageSource.trim() === '') return ARTICLE_MESSAGES.pictureSource;
  if (isEmptyBody(input.bodyHtml)) return ARTICLE_MESSAGES.body;
  if (input.reference.trim() === '') return ARTICLE_MESSAGES.referenceMissing;
  if (input.authorSave.trim() !== expectedAuthor) return ARTICLE_MESSAGES.author;
  if (input.reference.trim() !== 'true') return ARTICLE_MESSAGES.referenceFalse;
  if (!input.signedIn) return ARTICLE_MESSAGES.signedOut;
  if (input.mode === 'edit' && (input.editorPassword ?? '') === '') return ARTICLE_MESSAGES.editPassword;
  return null;
}

/** The picture line: the picture's address, a space, then the photo's source text. */
export function splitPictureLine(line: string): { imageCdn: string; imageSource: string } {
  const [imageCdn = '', ...rest] = line.trim().split(/\s+/);
  return { imageCdn, imageSource: rest.join(' ') };
}

/** The picture line of a stored article, for editing it again. */
export const pictureLineOf = (imageCdn: string, imageSource: string) => [imageCdn, imageSource].filter(Boolean).join(' ');

/**
 * Research links from the source box: one per line (the old editor wrote
 * them split by `<br>` and `<div>` markup, which is stripped). Only http(s)
 * addresses are kept, so a link a reader follows has a safe scheme.
 */
export function researchLinksOf(sourceBox: string): string[] {
  return sourceBox
    .replace(/<br\s*\/?>|<\/?div[^>]*>/gi, '\n')
    .split(/[\n>]/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/\S+$/i.test(line));
}
