import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import image from 'sharp';
import interTrueType from '~/fonts/inter-latin-wght-normal.ttf?inline';

export type ShareCard = { title: string; section: string; author: string; brand: string };

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 84;
const TEXT_WIDTH = WIDTH - 2 * PAD;
const TITLE_TOP = 178;
const TITLE_HEIGHT = 250;
// The light theme's tokens (app/styles/app.css): the card looks like the page it stands for.
const COLOURS = {
  bg: '#fbfaf7',
  text: '#1b1d22',
  muted: '#5a5f69',
  accent: '#1d6b58',
  accentStrong: '#15503f',
  soft: '#e3f0eb',
  border: '#e5e2da',
};

/** sharp draws text through Pango and FreeType, which need the font as a file (TrueType: no WOFF2). */
let fontFile: string | undefined;
function interFile(): string {
  if (fontFile) return fontFile;
  const bytes = Buffer.from(interTrueType.slice(interTrueType.indexOf(',') + 1), 'base64');
  const file = path.join(os.tmpdir(), `blog-share-card-${createHash('sha1').update(bytes).digest('hex').slice(0, 12)}.ttf`);
  if (!existsSync(file)) writeFileSync(file, bytes, { mode: 0o644 });
  fontFile = file;
  return file;
}

const markup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One run of text in Inter, as a transparent picture (Pango markup; sizes in pixels at 72 dpi). */
async function textPicture(
  text: string,
  {
    size,
    weight,
    colour,
    width = TEXT_WIDTH,
    height,
    spacing = 0,
    tracking = 0,
  }: {
    size: number;
    weight: number;
    colour: string;
    width?: number;
    height?: number;
    spacing?: number;
    tracking?: number;
  },
) {
  const span = `<span foreground="${colour}" weight="${weight}" letter_spacing="${Math.round(tracking * 1024)}">${markup(text)}</span>`;
  const { data, info } = await image({
    text: {
      text: span,
      font: `Inter ${size}px`,
      fontfile: interFile(),
      width,
      ...(height ? { height } : { dpi: 72 }),
      spacing,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The title as large as fits in three lines or so: a short title big, a long one smaller. */
async function titlePicture(title: string) {
  for (const size of [76, 66, 56, 48]) {
    const picture = await textPicture(title, {
      size,
      weight: 700,
      colour: COLOURS.text,
      spacing: Math.round(size * 0.12),
      tracking: -size * 0.015,
    });
    if (picture.height <= TITLE_HEIGHT) return picture;
  }
  // Longer still: shrunk to the box (sharp fits the text to the given width and height).
  return textPicture(title, { size: 48, weight: 700, colour: COLOURS.text, height: TITLE_HEIGHT });
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A 1200x630 PNG for an article without a cover that large: its section, title, author and the site. */
export async function renderShareCard({ title, section, author, brand }: ShareCard): Promise<Buffer> {
  const label = await textPicture(section.toUpperCase(), { size: 22, weight: 650, colour: COLOURS.accentStrong, tracking: 2.2 });
  const heading = await titlePicture(title);
  const initials = await textPicture(initialsOf(author), { size: 24, weight: 650, colour: '#ffffff' });
  const name = await textPicture(author, { size: 28, weight: 600, colour: COLOURS.text });
  const site = await textPicture(brand, { size: 26, weight: 500, colour: COLOURS.muted });
  const footerTop = HEIGHT - PAD - 60;
  const pill = { x: PAD, y: 92, width: label.width + 40, height: label.height + 22 };
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${COLOURS.bg}"/>
    <circle cx="${WIDTH - 40}" cy="40" r="230" fill="${COLOURS.soft}"/>
    <circle cx="${WIDTH - 40}" cy="40" r="150" fill="none" stroke="${COLOURS.accent}" stroke-opacity="0.18" stroke-width="2"/>
    <rect x="0" y="0" width="14" height="${HEIGHT}" fill="${COLOURS.accent}"/>
    <rect x="${pill.x}" y="${pill.y}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="${COLOURS.soft}"/>
    <line x1="${PAD}" y1="${footerTop - 28}" x2="${WIDTH - PAD}" y2="${footerTop - 28}" stroke="${COLOURS.border}" stroke-width="2"/>
    <circle cx="${PAD + 30}" cy="${footerTop + 30}" r="30" fill="${COLOURS.accent}"/>
  </svg>`;
  return image(Buffer.from(background))
    .composite([
      { input: label.input, left: pill.x + 20, top: pill.y + Math.round((pill.height - label.height) / 2) },
      { input: heading.input, left: PAD, top: TITLE_TOP },
      { input: initials.input, left: PAD + 30 - Math.round(initials.width / 2), top: footerTop + 30 - Math.round(initials.height / 2) },
      { input: name.input, left: PAD + 80, top: footerTop + 30 - Math.round(name.height / 2) },
      { input: site.input, left: WIDTH - PAD - site.width, top: footerTop + 30 - Math.round(site.height / 2) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
