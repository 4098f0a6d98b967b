import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerFile } from './file-answer';
import { cmsConfig } from './config';

/**
 * Strapi's local upload provider keeps files in cms/public/uploads, beside the code. Here they
 * live in UPLOADS_DIR (DATA_DIR/uploads unless told otherwise), with the database, so the data
 * folder is the whole site and a backup holds every picture (ADR 36). The media library, its
 * records and its admin pages stay Strapi's: only where the bytes go changes.
 */
type StoredFile = { hash: string; ext?: string; url?: string; buffer?: Buffer; stream?: Readable };

const fileName = (file: StoredFile) => `${file.hash}${file.ext ?? ''}`;
/** A file's name in the folder: Strapi's hash and ending, nothing that could climb out of it. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,200}(\.[A-Za-z0-9]{1,10})?$/;

function pathOf(file: StoredFile): string {
  const name = fileName(file);
  if (!SAFE_NAME.test(name)) throw new Error(`Refused to store an upload named ${JSON.stringify(name)}`);
  return path.join(cmsConfig().uploadsDir, name);
}

async function write(file: StoredFile) {
  await mkdir(cmsConfig().uploadsDir, { recursive: true });
  if (file.stream) await pipeline(file.stream, createWriteStream(pathOf(file)));
  else if (file.buffer) await writeFile(pathOf(file), file.buffer);
  else throw new Error('An upload came with neither a stream nor a buffer');
  file.url = `/uploads/${fileName(file)}`;
}

async function replace(newFile: StoredFile, oldFile: StoredFile) {
  await write(newFile);
  if (pathOf(newFile) !== pathOf(oldFile)) await rm(pathOf(oldFile), { force: true });
}

/** In register(), after the upload plugin's own: the local provider writes to the uploads folder instead. */
export function installUploadsFolder(strapi: Core.Strapi) {
  if (strapi.config.get('plugin::upload.provider', 'local') !== 'local') return;
  const provider = strapi.plugin('upload').provider as { extend(methods: Record<string, unknown>): void };
  provider.extend({
    upload: write,
    uploadStream: write,
    replace,
    replaceStream: replace,
    delete: (file: StoredFile) => rm(pathOf(file), { force: true }),
  });
}

/** A file of the uploads folder by its plain name (no folders, no `..`), with its size in bytes; null when there is none. */
async function storedFile(name: string): Promise<{ file: string; bytes: number } | null> {
  if (!SAFE_NAME.test(name)) return null;
  const file = path.join(cmsConfig().uploadsDir, name);
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? { file, bytes: found.size } : null;
}

/**
 * The size in bytes of the file at a picture address, when it is one of the site's own uploads
 * (`{PUBLIC_URL}/uploads/{file}`, as the editor's cover is, or `/uploads/{file}`); null for any
 * other address, or a file no longer there. What the RSS feed's enclosure says of the cover.
 */
export async function uploadBytes(address: string): Promise<number | null> {
  const own = [`${cmsConfig().site.publicUrl}/uploads/`, '/uploads/'].find((prefix) => address.startsWith(prefix));
  return own === undefined ? null : ((await storedFile(address.slice(own.length)))?.bytes ?? null);
}

export const PICTURE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};
/** A year: a stored file's name has a random part and is never reused, so its bytes never change. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/{file} from the uploads folder, before Strapi's own route (which reads
 * cms/public), revalidated and in ranges (lib/file-answer.ts). Only plain names (no folders,
 * no `..`); anything else is 404, as is a missing file. Files the media library holds that are
 * not pictures go out as downloads, never rendered here.
 */
export async function serveUpload(ctx: Context) {
  const name = ctx.path.slice('/uploads/'.length);
  if (!SAFE_NAME.test(name)) return false;
  const type = PICTURE_TYPES[path.extname(name).toLowerCase()];
  return answerFile(ctx, path.join(cmsConfig().uploadsDir, name), { type, cacheControl: CACHE_CONTROL });
}
