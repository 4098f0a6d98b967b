import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, PICTURE_SIZES } from '@blog/rules/picture';
import { articleData } from './article-data';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession } from './owner-session';

/**
 * The owner's pictures (ADR 36): POST /api/pictures takes one picture as multipart, checks it by
 * its content, strips its metadata and makes its widths in WebP and its own format; GET lists
 * the media library's pictures. Every refusal changes nothing: no record, no file.
 */
let cms: TestCms;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
  strangerJwt = await strangerSession(cms);
});
afterAll(() => cms?.stop());

const uploadsDir = () => path.join(cms.env.DATA_DIR, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const records = () => cms.strapi.db.query('plugin::upload.file').count({});
const url = (query = '') => `/api/pictures?id=${cms.env.SITE_KEY}${query}`;

type Part = { field?: string; bytes: Buffer; name: string; type?: string };
function upload(parts: Part[], alt?: string | string[], jwt: string | null = ownerJwt) {
  let request = cms.api().post(url());
  if (jwt) request = request.set('Cookie', `session=${jwt}`);
  for (const part of parts)
    request = request.attach(part.field ?? 'picture', part.bytes, {
      filename: part.name,
      contentType: part.type ?? 'application/octet-stream',
    });
  for (const text of alt === undefined ? [] : [alt].flat()) request = request.field('alt', text);
  return request;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
/** A camera's JPEG: EXIF with the camera and a GPS position, turned a quarter (orientation 6). */
const cameraJpeg = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Lens Co', Model: 'Snap 1', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

async function expectUnchanged(
  send: () => Promise<{ status: number; body: { error?: { message: string } } }>,
  status: number,
  message: RegExp | string,
) {
  const [before, files] = [await records(), storedFiles()];
  const response = await send();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  if (typeof message === 'string') expect(response.body.error?.message).toBe(message);
  else expect(response.body.error?.message).toMatch(message);
  expect(await records()).toBe(before);
  expect(storedFiles()).toEqual(files);
}

describe('POST /api/pictures', () => {
  it('stores a camera JPEG upright, without its metadata, in 4 widths as WebP and JPEG, in the media library', async () => {
    const original = await cameraJpeg(2000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload([{ bytes: original, name: 'Beach day.JPG', type: 'image/jpeg' }], '  Waves on a beach  ');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const picture = response.body.data;
    // Orientation 6: the stored 2000x1500 is 1500 wide upright; 1500 is its widest.
    expect(picture).toMatchObject({ name: 'Beach day.jpg', alt: 'Waves on a beach', width: 1500, height: 2000, sizes: PICTURE_SIZES });
    expect(picture.src).toMatch(/^\/uploads\/beach-day_[0-9a-f]{10}-1500\.jpg$/);
    const stem = picture.src.replace(/-1500\.jpg$/, '');
    expect(picture.srcset).toBe([480, 800, 1200, 1500].map((width) => `${stem}-${width}.webp ${width}w`).join(', '));
    expect(picture.cover).toBe(`${cms.env.PUBLIC_URL ?? `http://localhost:${cms.env.WEB_PORT}`}${stem}-1200.jpg`);
    for (const width of [480, 800, 1200, 1500]) {
      for (const ext of ['webp', 'jpg']) {
        const file = path.join(uploadsDir(), `${path.basename(stem)}-${width}.${ext}`);
        const meta = await sharp(file).metadata();
        expect(meta, file).toMatchObject({ width, format: ext === 'jpg' ? 'jpeg' : 'webp' });
        expect(meta.height).toBe(Math.round((width * 2000) / 1500));
        expect([meta.exif, meta.xmp, meta.iptc, meta.orientation], file).toEqual([undefined, undefined, undefined, undefined]);
        expect(fs.readFileSync(file).includes('Secret Owner')).toBe(false);
      }
    }
    const row = await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: picture.id } });
    expect(row).toMatchObject({
      name: 'Beach day.jpg',
      alternativeText: 'Waves on a beach',
      mime: 'image/jpeg',
      url: picture.src,
      width: 1500,
    });
    expect(Object.keys(row.formats).sort()).toEqual([
      'thumbnail',
      'w1200',
      'w1200-webp',
      'w1500',
      'w1500-webp',
      'w480',
      'w480-webp',
      'w800',
      'w800-webp',
    ]);
  });

  it('serves the files from the data folder for a year, as pictures', async () => {
    const response = await upload([{ bytes: await solid(300, 200).png().toBuffer(), name: 'small.png' }], 'A small square');
    expect(response.status).toBe(201);
    const webp = response.body.data.srcset.split(' ')[0];
    expect(response.body.data).toMatchObject({ width: 300, height: 200, srcset: `${webp} 300w` });
    expect(response.body.data.src).toMatch(/-300\.png$/);
    const served = await cms.api().get(webp);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(fs.statSync(path.join(uploadsDir(), path.basename(webp))).size);
    expect((await cms.api().get('/uploads/..%2Fblog.db')).status).toBe(404);
    expect((await cms.api().get('/uploads/nothing-here.webp')).status).toBe(404);
  });

  it.each([
    ['WebP', () => solid(900, 600).webp().toBuffer(), 'photo.webp', ['webp'], [480, 800, 900]],
    ['AVIF', () => solid(500, 400).avif().toBuffer(), 'photo.avif', ['webp', 'avif'], [480, 500]],
    ['GIF', () => solid(200, 100).gif().toBuffer(), 'anim.gif', ['webp', 'gif'], [200]],
  ])('accepts %s, by its content', async (_name, make, fileName, exts, widths) => {
    const response = await upload([{ bytes: await make(), name: fileName }], 'A picture');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stem = path.basename(response.body.data.src).replace(/-\d+\.\w+$/, '');
    const made = storedFiles().filter((name) => name.startsWith(`${stem}-`));
    expect(made.sort()).toEqual(widths.flatMap((width) => exts.map((ext) => `${stem}-${width}.${ext}`)).sort());
  });

  it('reads the body after the owner’s check at the path in any case, with a trailing slash', async () => {
    const png = await solid(60, 40).png().toBuffer();
    const response = await cms
      .api()
      .post(`/API/Pictures/?id=${cms.env.SITE_KEY}`)
      .set('Cookie', `session=${ownerJwt}`)
      .attach('picture', png, 'case.png');
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    await expectUnchanged(
      () => cms.api().post(`/API/Pictures/?id=${cms.env.SITE_KEY}`).attach('picture', png, 'case.png'),
      401,
      'Not signed in.',
    );
  });

  it('takes a picture whose name lies about its format as what it holds', async () => {
    const response = await upload([{ bytes: await solid(100, 100).png().toBuffer(), name: 'really-a-png.jpg', type: 'image/jpeg' }], 'x');
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ name: 'really-a-png.png' });
    expect(response.body.data.src).toMatch(/\.png$/);
  });

  it('stores a picture without an alt text (the editor asks for one; the cover needs none)', async () => {
    const response = await upload([{ bytes: await solid(100, 80).png().toBuffer(), name: 'cover.png' }]);
    expect(response.status).toBe(201);
    expect(response.body.data.alt).toBe('');
  });

  describe('refuses, and stores nothing', () => {
    const text = Buffer.from('Not a picture at all, just words.\n');
    it.each([
      [
        'a text file renamed .png',
        () => [{ bytes: text, name: 'cat.png', type: 'image/png' }],
        /“cat\.png” is named like a picture but is not one: only JPEG, PNG, WebP, AVIF and GIF pictures are accepted/,
      ],
      [
        'an SVG',
        () => [
          {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ],
        /^picture: only JPEG, PNG, WebP, AVIF and GIF pictures are accepted \(the file’s content is checked, not its name\)$/,
      ],
      [
        'a truncated JPEG',
        async () => [{ bytes: (await solid(400, 300).jpeg().toBuffer()).subarray(0, 40), name: 'cut.jpg' }],
        /named like a picture but is not one/,
      ],
    ])('%s (400)', async (_what, parts, message) => {
      const files = await parts();
      await expectUnchanged(() => upload(files, 'alt'), 400, message);
    });

    it('a file over 10 MB (413), read no further than the limit', async () => {
      const big = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(PICTURE_MAX_BYTES)]);
      await expectUnchanged(() => upload([{ bytes: big, name: 'big.png' }], 'alt'), 413, 'picture: the file is larger than 10 MB');
    });

    it('a picture of too many pixels (400)', async () => {
      const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await expectUnchanged(
        () => upload([{ bytes: huge, name: 'huge.png' }], 'alt'),
        400,
        'picture: the picture has too many pixels (at most 50 megapixels)',
      );
    });

    it('no file, an empty file, two files, another field, a long alt text (400)', async () => {
      const png = await solid(20, 20).png().toBuffer();
      await expectUnchanged(() => upload([], 'alt'), 400, 'picture: choose a picture to upload (a file field named picture)');
      await expectUnchanged(() => upload([{ bytes: Buffer.alloc(0), name: 'empty.png' }], 'alt'), 400, 'picture: the file is empty');
      await expectUnchanged(
        () =>
          upload(
            [
              { bytes: png, name: 'a.png' },
              { bytes: png, name: 'b.png' },
            ],
            'alt',
          ),
        400,
        'picture: send one picture at a time',
      );
      await expectUnchanged(
        () =>
          upload(
            [
              { bytes: png, name: 'a.png' },
              { field: 'other', bytes: png, name: 'b.png' },
            ],
            'alt',
          ),
        400,
        'other: only the file field picture is read',
      );
      await expectUnchanged(
        () => upload([{ bytes: png, name: 'a.png' }], ['one', 'two']),
        400,
        /^alt: send one alt text of at most 300 characters/,
      );
      await expectUnchanged(() => upload([{ bytes: png, name: 'a.png' }], 'x'.repeat(301)), 400, 'alt: must be at most 300 characters');
      await expectUnchanged(
        () => upload([{ bytes: png, name: 'a.png' }], 'A cat\non a mat'),
        400,
        'alt: must not contain control characters or line breaks',
      );
    });

    it('a body that is not multipart (415), and a broken one (400)', async () => {
      await expectUnchanged(
        () => cms.api().post(url()).set('Cookie', `session=${ownerJwt}`).send({ picture: 'x' }),
        415,
        'Send the picture as multipart/form-data (a file field named picture, and alt).',
      );
      await expectUnchanged(
        () =>
          cms
            .api()
            .post(url())
            .set('Cookie', `session=${ownerJwt}`)
            .set('Content-Type', 'multipart/form-data; boundary=xyz')
            .send('--xyz\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc'),
        400,
        /picture|multipart/,
      );
    });

    it('no session (401), another user (403), a wrong site key (400), before reading the body', async () => {
      const png = await solid(20, 20).png().toBuffer();
      await expectUnchanged(() => upload([{ bytes: png, name: 'a.png' }], 'alt', null), 401, 'Not signed in.');
      await expectUnchanged(() => upload([{ bytes: png, name: 'a.png' }], 'alt', strangerJwt), 403, 'Only the owner may do this.');
      await expectUnchanged(
        () => cms.api().post('/api/pictures?id=wrong').set('Cookie', `session=${ownerJwt}`).attach('picture', png, 'a.png'),
        400,
        'id: unknown site key',
      );
    });
  });
});

describe('GET /api/pictures', () => {
  it('lists the media library’s pictures, newest first, a page at a time', async () => {
    const first = await upload([{ bytes: await solid(120, 90).png().toBuffer(), name: 'first.png' }], 'First');
    const second = await upload([{ bytes: await solid(120, 90).png().toBuffer(), name: 'second.png' }], 'Second');
    const response = await cms.api().get(url('&pageSize=2')).set('Cookie', `session=${ownerJwt}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.data.map((picture: { id: number }) => picture.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(response.body.data[0]).toEqual(second.body.data);
    expect(response.body.meta.pagination).toMatchObject({ page: 1, pageSize: 2, total: await records() });
  });

  it.each([
    ['&pageSize=101', 'pageSize: must be at most 100'],
    ['&page=0', 'page: must be 1 or more'],
    ['&page=x', 'page: must be a number'],
  ])('refuses %s (400)', async (query, message) => {
    const response = await cms.api().get(url(query)).set('Cookie', `session=${ownerJwt}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('answers only the owner', async () => {
    expect((await cms.api().get(url())).status).toBe(401);
    expect((await cms.api().get(url()).set('Cookie', `session=${strangerJwt}`)).status).toBe(403);
  });
});

describe('an uploaded cover on the reader’s whole article (the RSS enclosure’s length)', () => {
  const read = async (documentId: string) => (await cms.api().get(`/api/getapostadsfgd?name=/blog/${documentId}`)).body;
  const article = (imageCdn: string, title: string) =>
    cms.strapi.documents('api::article.article').create({ data: { ...articleData(title), imageCdn } });

  it('carries the real byte size of the cover’s file when the site holds it, and null for any other picture', async () => {
    const picture = (await upload([{ bytes: await solid(1400, 700).jpeg().toBuffer(), name: 'cover.jpg' }])).body.data;
    const file = path.join(uploadsDir(), path.basename(new URL(picture.cover).pathname));
    const bytes = fs.statSync(file).size;
    expect(bytes).toBeGreaterThan(0);
    const own = await article(picture.cover, 'Health with an uploaded cover');
    const wire = await read(own.documentId);
    expect(wire.imageCdnBytes).toBe(bytes);
    // As the CMS serves the file: the same number of bytes.
    expect(Number((await cms.api().get(new URL(picture.cover).pathname)).headers['content-length'])).toBe(bytes);
    // The site cannot know another site's file, nor one no longer there: no number is made up.
    expect(
      (await read((await article('https://example.com/cover.png', 'Health with a remote cover')).documentId)).imageCdnBytes,
    ).toBeNull();
    const gone = await article(`${picture.cover.replace(/-1200\.jpg$/, '-9999.jpg')}`, 'Health with a missing cover');
    expect((await read(gone.documentId)).imageCdnBytes).toBeNull();
    const climbing = await article(`${new URL(picture.cover).origin}/uploads/..%2Fblog.db`, 'Health with a climbing cover');
    expect((await read(climbing.documentId)).imageCdnBytes).toBeNull();
  });
});
