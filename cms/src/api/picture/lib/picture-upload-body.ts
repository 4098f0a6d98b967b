import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { ONE_LINE, ONE_LINE_MESSAGE } from '@blog/contract/inputs/fields';
import { ALT_MAX_LENGTH, PICTURE_MAX_BYTES } from '@blog/rules/picture';
import { errors } from '@strapi/utils';

/**
 * The picture upload's body (ADR 36): multipart/form-data with one file part `picture` and an
 * optional text part `alt`. Read with formidable, the parser Strapi's upload plugin itself
 * uses, straight into memory: the file is counted as it arrives and the reading stops the
 * moment it passes 10 MB, so no more than that is ever held, and nothing touches the disk.
 */
type Part = { name: string | null; mimetype?: string | null };
type FormidableError = Error & { code?: number; httpCode?: number };
type Form = {
  parse(
    req: IncomingMessage,
  ): Promise<[Record<string, string[] | undefined>, Record<string, { originalFilename?: string | null }[] | undefined>]>;
};
type FormidableOptions = {
  maxFiles: number;
  maxFileSize: number;
  maxTotalFileSize: number;
  maxFields: number;
  maxFieldsSize: number;
  allowEmptyFiles: boolean;
  minFileSize: number;
  filter: (part: Part) => boolean;
  fileWriteStreamHandler: () => Writable;
};
// Through @strapi/upload, whose own dependency it is (the CMS declares no parser of its own).
const formidable = createRequire(require.resolve('@strapi/upload/package.json'))('formidable') as {
  formidable: (options: FormidableOptions) => Form;
};

const PICTURE_FIELD = 'picture';
const ALT_FIELD = 'alt';
export const NOT_MULTIPART = 'Send the picture as multipart/form-data (a file field named picture, and alt).';
const TOO_LARGE = `picture: the file is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB`;

export type UploadedPicture = { bytes: Buffer; fileName: string; alt: string };

function refusal(error: FormidableError): Error {
  if (error.code === 1009 || error.code === 1016) return new errors.PayloadTooLargeError(TOO_LARGE);
  if (error.code === 1015) return new errors.ValidationError('picture: send one picture at a time');
  if (error.code === 1010 || error.code === 1008) return new errors.ValidationError('picture: the file is empty');
  if (error.code === 1006 || error.code === 1007) {
    return new errors.ValidationError(`alt: send one alt text of at most ${ALT_MAX_LENGTH} characters, and no other field`);
  }
  return new errors.ValidationError('The request body is not a readable multipart/form-data body.');
}

/** Reads the request's picture and alt text, or throws the refusal in words (400, 413). */
export async function readPictureUpload(req: IncomingMessage): Promise<UploadedPicture> {
  const chunks: Buffer[] = [];
  const unknownParts: string[] = [];
  const form = formidable.formidable({
    maxFiles: 1,
    maxFileSize: PICTURE_MAX_BYTES,
    maxTotalFileSize: PICTURE_MAX_BYTES,
    maxFields: 1,
    // An alt text of 300 characters, each up to 4 bytes in UTF-8.
    maxFieldsSize: ALT_MAX_LENGTH * 4,
    allowEmptyFiles: false,
    minFileSize: 1,
    // Any other file part is read past and refused once the body is in.
    filter: (part) => {
      if (part.name === PICTURE_FIELD) return true;
      unknownParts.push(part.name ?? '');
      return false;
    },
    fileWriteStreamHandler: () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
  });
  const [fields, files] = await form.parse(req).catch((error: FormidableError) => {
    throw refusal(error);
  });
  if (unknownParts.length > 0) throw new errors.ValidationError(`${unknownParts[0] || 'a file'}: only the file field picture is read`);
  const extra = Object.keys(fields).find((name) => name !== ALT_FIELD);
  if (extra !== undefined) throw new errors.ValidationError(`${extra}: only the fields picture and alt are read`);
  const file = files[PICTURE_FIELD]?.[0];
  if (!file) throw new errors.ValidationError('picture: choose a picture to upload (a file field named picture)');
  const alt = (fields[ALT_FIELD]?.[0] ?? '').trim();
  if (alt.length > ALT_MAX_LENGTH) throw new errors.ValidationError(`alt: must be at most ${ALT_MAX_LENGTH} characters`);
  if (!ONE_LINE.test(alt)) throw new errors.ValidationError(`alt: ${ONE_LINE_MESSAGE}`);
  return { bytes: Buffer.concat(chunks), fileName: file.originalFilename ?? '', alt };
}
