import { randomBytes, randomInt } from 'node:crypto';
import { shuffle } from './shuffle';

/**
 * Draws a captcha picture afresh for every challenge (issue 14): the same
 * picture at a random rotation, size, position, colour and stroke weight, crossed
 * by strokes of its own ink and scratched by strokes of its tile's colour, and
 * with every coordinate of its source rewritten at a random scale (undone by
 * the outer transform, so a person sees the same shape). The server sends only
 * a raster of it, warped and grained (captcha-picture.ts, issue 30): no element,
 * path or number of a public file survives.
 */

export const SIZE = 96;
const XMLNS = 'http://www.w3.org/2000/svg';

/** Attributes whose numbers are lengths in user units: they scale with the coordinates. */
const LENGTHS = new Set([
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'stroke-width',
  'font-size',
  'points',
]);
/** The source's own look, carried from its root to the group that replaces it. */
const PRESENTATION = new Set(['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'color']);
/** Class names of icon files name the icon ("lucide lucide-cat"): they never leave the server. */
const DROPPED = new Set(['class']);

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const between = (min: number, max: number) => min + (randomInt(1_000_001) / 1_000_000) * (max - min);
const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

/** Every number times k, except an arc's rotation and its two flags (which may be written without spaces). */
function scalePath(d: string, k: number): string {
  const out: string[] = [];
  let command = '';
  let index = 0;
  let at = 0;
  while (at < d.length) {
    const char = d[at];
    if (/[\s,]/.test(char)) {
      at++;
      continue;
    }
    if (/[MmLlHhVvCcSsQqTtAaZz]/.test(char)) {
      command = char;
      index = 0;
      out.push(char);
      at++;
      continue;
    }
    const arcPart = /[Aa]/.test(command) ? index % 7 : -1;
    if (arcPart === 3 || arcPart === 4) {
      out.push(char);
      at++;
    } else {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(d);
      if (!match) return d; // Not path data this reader understands: left as it is.
      out.push(arcPart === 2 ? match[0] : fmt(Number(match[0]) * k));
      at = NUMBER.lastIndex;
    }
    index++;
  }
  return out.join(' ').replace(/ (?=[MmLlHhVvCcSsQqTtAaZz])|(?<=[MmLlHhVvCcSsQqTtAaZz]) /g, '');
}

/** Translations (and rotation centres) scale with the coordinates; scales and angles do not. */
function scaleTransform(transform: string, k: number): string {
  return transform.replace(/(translate|rotate|matrix)\s*\(([^)]*)\)/g, (_, name: string, args: string) => {
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .map(parseFloat);
    const scaled = numbers.map((n, i) =>
      name === 'translate' || (name === 'rotate' && i > 0) || (name === 'matrix' && i > 3) ? n * k : n,
    );
    return `${name}(${scaled.map(fmt).join(' ')})`;
  });
}

function scaleAttribute(name: string, value: string, k: number): string {
  if (name === 'd') return scalePath(value, k);
  if (name === 'transform') return scaleTransform(value, k);
  // Percentages and units are relative already: only plain numbers are coordinates.
  if (LENGTHS.has(name) && /^[\d\s,.eE+-]+$/.test(value))
    return value
      .trim()
      .split(/[\s,]+/)
      .map((n) => fmt(Number(n) * k))
      .join(' ');
  return value;
}

const attributesOf = (text: string) => [...text.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, name, value]) => [name, value] as const);

/** Attributes in a random order, so even their layout differs from picture to picture. */
const writeAttributes = (attributes: readonly (readonly [string, string])[]) =>
  shuffle(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** The source's inner elements with every length scaled by k. */
function scaleMarkup(markup: string, k: number): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/<([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, selfClosing: string) => {
      const kept = attributesOf(attributes)
        .filter(([name]) => !DROPPED.has(name))
        .map(([name, value]) => [name, scaleAttribute(name, value, k)] as const);
      return `<${tag}${writeAttributes(kept)}${selfClosing}>`;
    });
}

/** A colour from hue, saturation and lightness (0-360, 0-1, 0-1), as #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A few thin, faint lines and dots: they change the bytes, not what a person sees. */
function noise(colour: string): string {
  const at = () => fmt(between(4, SIZE - 4));
  const lines = Array.from(
    { length: randomInt(2, 5) },
    () =>
      `<line${writeAttributes([
        ['x1', at()],
        ['y1', at()],
        ['x2', at()],
        ['y2', at()],
        ['stroke', colour],
        ['stroke-width', fmt(between(0.6, 1.2))],
        ['opacity', fmt(between(0.15, 0.3))],
      ])}/>`,
  );
  const dots = Array.from(
    { length: randomInt(3, 8) },
    () =>
      `<circle${writeAttributes([
        ['cx', at()],
        ['cy', at()],
        ['r', fmt(between(0.6, 1.6))],
        ['fill', colour],
        ['opacity', fmt(between(0.2, 0.4))],
      ])}/>`,
  );
  return shuffle([...lines, ...dots]).join('');
}

/** A smooth stroke from one edge region of the tile to the opposite one, through its middle. */
function crossingStroke(colour: string, width: number): string {
  const edge = () => fmt(between(2, 20));
  const far = () => fmt(between(SIZE - 20, SIZE - 2));
  const middle = () => fmt(between(SIZE * 0.25, SIZE * 0.75));
  const [start, end] = randomInt(2) ? [`${edge()} ${middle()}`, `${far()} ${middle()}`] : [`${middle()} ${edge()}`, `${middle()} ${far()}`];
  return `<path${writeAttributes([
    ['d', `M${start}C${middle()} ${middle()} ${middle()} ${middle()} ${end}`],
    ['fill', 'none'],
    ['stroke', colour],
    ['stroke-width', fmt(width)],
    ['stroke-linecap', 'round'],
  ])}/>`;
}

/**
 * Two strokes of the picture's own ink cross it, a third as thick as its lines, and two of the
 * tile's colour scratch through them: an outline, a mask or a moment of the ink no longer matches
 * the source's, while a person still sees the thing drawn.
 */
const crossings = (ink: string, tile: string, line: number) =>
  [
    ...Array.from({ length: 2 }, () => crossingStroke(ink, line * between(0.3, 0.42))),
    ...Array.from({ length: 2 }, () => crossingStroke(tile, line * between(0.3, 0.4))),
  ].join('');

/** The darkest colour a picture names for itself, else the random ink: crossings look like its own lines. */
function ownInk(markup: string, ink: string): string {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, '$&$&') : hex;
    return [1, 3, 5].reduce((sum, at, i) => sum + [0.2126, 0.7152, 0.0722][i] * parseInt(full.slice(at, at + 2), 16), 0);
  };
  const named = [...markup.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6}|#[0-9a-f]{3})"/gi)].map((match) => match[1]);
  return named.sort((a, b) => luminance(a) - luminance(b))[0] ?? ink;
}

/**
 * A new 96x96 SVG of `source` (a standalone SVG: an icon file or a stored
 * picture). A dark stroke on a pale tile of its own keeps the contrast on
 * the page's light and dark themes alike.
 */
export function renderPicture(source: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(source);
  if (!root) throw new Error('captcha picture: not an SVG');
  const rootAttributes = new Map(attributesOf(root[1]));
  const [minX, minY, width, height] = (
    rootAttributes.get('viewBox') ?? `0 0 ${rootAttributes.get('width') ?? 24} ${rootAttributes.get('height') ?? 24}`
  )
    .trim()
    .split(/[\s,]+/)
    .map(parseFloat);

  // Never close to 1: every coordinate of the source comes out as a different number.
  const k = randomInt(2) ? between(0.55, 0.9) : between(1.1, 1.8);
  const hue = randomInt(360);
  const ink = hsl(hue, between(0.55, 0.8), between(0.2, 0.3));
  const tile = hsl((hue + randomInt(90, 270)) % 360, between(0.4, 0.8), between(0.92, 0.96));
  const fit = ((SIZE * 0.66) / Math.max(width, height)) * between(0.85, 1.05);
  const stretch = randomInt(2) ? between(1.1, 1.22) : 1 / between(1.1, 1.22);
  const placement =
    `translate(${fmt(SIZE / 2 + between(-5, 5))} ${fmt(SIZE / 2 + between(-5, 5))}) rotate(${fmt(between(-25, 25))}) ` +
    // Stretched a little more one way than the other, and slanted: its moments are not the source's.
    `skewX(${fmt(between(-12, 12))}) scale(${fmt((fit / k) * stretch)} ${fmt(fit / k / stretch)}) translate(${fmt(-(minX + width / 2) * k)} ${fmt(-(minY + height / 2) * k)})`;
  // A heavier or lighter pen each time: the lines' own widths are no fingerprint either.
  const weight = between(0.8, 1.35);
  const look = [...rootAttributes]
    .filter(([name]) => PRESENTATION.has(name))
    .map(
      ([name, value]) =>
        [name, scaleAttribute(name, name === 'stroke-width' && Number(value) > 0 ? fmt(Number(value) * weight) : value, k)] as const,
    );
  // About the width of the drawn lines on the tile (an icon's 2 units at this fit).
  const line = 5 * weight;
  // An icon drawn in currentColor takes the random ink; a picture with colours of its own keeps them.
  const group = writeAttributes([['transform', placement], ['color', ink], ...look.filter(([name]) => name !== 'color')]);

  return (
    `<svg${writeAttributes([
      ['xmlns', XMLNS],
      ['width', String(SIZE)],
      ['height', String(SIZE)],
      ['viewBox', `0 0 ${SIZE} ${SIZE}`],
      ['id', `p${randomBytes(6).toString('hex')}`],
    ])}>` +
    `<rect${writeAttributes([
      ['width', String(SIZE)],
      ['height', String(SIZE)],
      ['rx', String(randomInt(8, 17))],
      ['fill', tile],
    ])}/>` +
    `<g${group}>${scaleMarkup(root[2], k)}</g>${crossings(ownInk(root[2], ink), tile, line)}${noise(ink)}</svg>`
  );
}
