import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PICTURE_EXTENSIONS, PICTURE_SIZES, srcsetOf, type PictureFormat, type PictureWire } from '@blog/rules/picture';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsConfig } from '../../../lib/config';
import type { UploadedPicture } from '../lib/picture-upload-body';
import { inspectPicture, makeWidths, type MadeFile } from '../lib/picture-files';

const FILE = 'plugin::upload.file';

type Format = { url: string; width: number; height: number; mime: string; ext: string; hash: string; name: string; size: number };
type FileRow = {
  id: number;
  name: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  url: string;
  mime: string;
  formats: Record<string, Format> | null;
  createdAt: string | Date;
};

/** The media library's format names of one width: `w480` in the picture's own format, `w480-webp` in WebP. */
const formatName = (file: MadeFile, own: PictureFormat) =>
  file.format === 'webp' && own !== 'webp' ? `w${file.width}-webp` : `w${file.width}`;

const RENAMED = /\.(jpe?g|png|webp|avif|gif)$/i;

function notAPicture(fileName: string): Error {
  const named = RENAMED.test(fileName) ? `“${fileName.slice(-80)}” is named like a picture but is not one: ` : '';
  return new errors.ValidationError(
    `picture: ${named}only JPEG, PNG, WebP, AVIF and GIF pictures are accepted (the file’s content is checked, not its name)`,
  );
}

/** A name to show in the media library: the uploaded file's, without folders or odd characters. */
function displayName(fileName: string, format: PictureFormat): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _.-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'picture'}.${PICTURE_EXTENSIONS[format]}`;
}

/** The file's stored name: a slug of its name and a random part, so a name is never reused (its files are cached a year). */
function hashOf(name: string): string {
  const slug = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'picture'}_${randomBytes(5).toString('hex')}`;
}

function wireOf(row: FileRow): PictureWire {
  // Our widths are named w480, w480-webp...; Strapi's admin names its own (thumbnail, small...).
  const widths = Object.entries(row.formats ?? {})
    .filter(([name]) => /^w\d+(-webp)?$/.test(name))
    .map(([, format]) => format)
    .sort((a, b) => a.width - b.width);
  const webp = widths.filter((format) => format.mime === 'image/webp');
  const own = widths.filter((format) => format.mime === row.mime);
  const coverFile = [...own].reverse().find((format) => format.width <= 1200) ?? own[0];
  const smallest = Object.values(row.formats ?? {}).sort((a, b) => a.width - b.width)[0];
  return {
    id: row.id,
    name: row.name,
    alt: row.alternativeText ?? '',
    width: row.width ?? 0,
    height: row.height ?? 0,
    src: row.url,
    srcset: srcsetOf(webp),
    sizes: PICTURE_SIZES,
    thumbnail: smallest?.url ?? row.url,
    cover: `${cmsConfig().site.publicUrl}${coverFile?.url ?? row.url}`,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const upload = () => strapi.plugin('upload');

  /** Takes back files already stored when a later step fails: a refused or failed upload leaves nothing. */
  const removeFiles = (formats: Record<string, Format>) =>
    Promise.all(
      Object.values(formats).map((format) =>
        upload()
          .provider.delete(format)
          .catch(() => undefined),
      ),
    );

  /** Puts each file through the upload provider (the uploads folder, or the one set by env); takes them back on failure. */
  async function storeFiles(hash: string, made: MadeFile[], own: PictureFormat) {
    const stored: Record<string, Format> = {};
    try {
      for (const file of made) {
        const name = formatName(file, own);
        const entry = {
          name,
          // The ending tells the two formats of a width apart: name-480.webp, name-480.jpg.
          hash: `${hash}-${file.width}`,
          ext: `.${file.ext}`,
          mime: file.mime,
          width: file.width,
          height: file.height,
          size: Math.round((file.bytes.length / 1024) * 100) / 100,
          sizeInBytes: file.bytes.length,
          url: '',
          getStream: () => Readable.from(file.bytes),
        };
        await upload().service('provider').upload(entry);
        stored[name] = {
          url: entry.url,
          width: entry.width,
          height: entry.height,
          mime: entry.mime,
          ext: entry.ext,
          hash: entry.hash,
          name,
          size: entry.size,
        };
      }
      return stored;
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
  }

  return {
    /** Checks the picture by its content, makes its widths, stores them and records them in the media library. */
    async store({ bytes, fileName, alt }: UploadedPicture): Promise<PictureWire> {
      const picture = await inspectPicture(bytes);
      if (picture === 'too-many-pixels')
        throw new errors.ValidationError('picture: the picture has too many pixels (at most 50 megapixels)');
      if (!picture) throw notAPicture(fileName);
      const made = await makeWidths(bytes, picture).catch(() => {
        throw notAPicture(fileName);
      });
      const name = displayName(fileName, picture.format);
      const hash = hashOf(name);
      const formats = await storeFiles(hash, made, picture.format);
      // The record's own file is the widest in the picture's format.
      const widest = made.filter((file) => file.format === picture.format).at(-1) as MadeFile;
      const own = formats[formatName(widest, picture.format)];
      // The media library's own grid shows `thumbnail`: the narrowest WebP.
      const narrowest = Object.values(formats).sort((a, b) => a.width - b.width)[0];
      try {
        // As the upload plugin's own add(), which it does not expose: the media library's record.
        const row = (await strapi.db.query(FILE).create({
          data: {
            name,
            alternativeText: alt || null,
            caption: null,
            width: own.width,
            height: own.height,
            formats: { ...formats, thumbnail: narrowest },
            hash,
            ext: own.ext,
            mime: own.mime,
            size: own.size,
            url: own.url,
            provider: strapi.config.get('plugin::upload.provider', 'local'),
            folderPath: '/',
          },
        })) as FileRow;
        return wireOf(row);
      } catch (error) {
        await removeFiles(formats);
        throw error;
      }
    },

    /** The media library's pictures, newest first, a page at a time. */
    async list({ page, pageSize }: { page: number; pageSize: number }) {
      const where = { mime: { $startsWith: 'image/' } };
      const [rows, total] = await Promise.all([
        strapi.db
          .query(FILE)
          .findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: (page - 1) * pageSize, limit: pageSize }),
        strapi.db.query(FILE).count({ where }),
      ]);
      return {
        data: (rows as FileRow[]).map(wireOf),
        meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
      };
    },
  };
};
