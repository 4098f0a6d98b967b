// Cuts the site's web fonts (docs/decisions/0043) from the @fontsource-variable packages into
// frontend/app/fonts/: each latin and latin-ext file with its weight axis narrowed to the
// 400-700 the style sheets use (a third smaller), covering exactly the package's own
// unicode-range for that file, which app/styles/fonts.css repeats. Inter's latin file is also
// written as TrueType for the share cards (app/features/share-card): sharp's FreeType reads no WOFF2.
// Run after changing a font or the weights in use: node scripts/fonts.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './lib/env.mjs';

const WEIGHTS = { min: 400, max: 700 };
/** [package, style sheet naming its files, the files' stem in that sheet] */
const FACES = [
  ['inter', 'wght.css', 'inter'],
  ['source-serif-4', 'wght.css', 'source-serif-4'],
  ['source-serif-4', 'wght-italic.css', 'source-serif-4'],
  ['jetbrains-mono', 'wght.css', 'jetbrains-mono'],
];
const SUBSETS = ['latin', 'latin-ext'];
const CARD_FONT = 'inter-latin-wght-normal.woff2';

const target = path.join(ROOT, 'frontend/app/fonts');
mkdirSync(target, { recursive: true });

/** Every code point of a CSS unicode-range list ("U+0000-00FF, U+0131, ..."). */
function codePoints(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = parseInt(from, 16);
    return Array.from({ length: parseInt(to, 16) - first + 1 }, (_, i) => String.fromCodePoint(first + i));
  });
}

for (const [pkg, sheet, stem] of FACES) {
  const folder = path.join(ROOT, 'node_modules/@fontsource-variable', pkg);
  const css = readFileSync(path.join(folder, sheet), 'utf8');
  for (const subset of SUBSETS) {
    const style = sheet.includes('italic') ? 'italic' : 'normal';
    const file = `${stem}-${subset}-wght-${style}.woff2`;
    const face = new RegExp(`url\\(\\./files/${file}\\)[^;]*;\\s*unicode-range:\\s*([^;]+);`).exec(css);
    if (!face) throw new Error(`${sheet} of ${pkg} names no ${file}`);
    const formats = file === CARD_FONT ? ['woff2', 'truetype'] : ['woff2'];
    for (const format of formats) {
      const font = await subsetFont(readFileSync(path.join(folder, 'files', file)), codePoints(face[1]).join(''), {
        targetFormat: format,
        variationAxes: { wght: WEIGHTS },
      });
      const name = format === 'truetype' ? file.replace(/\.woff2$/, '.ttf') : file;
      writeFileSync(path.join(target, name), font);
      console.log(`${name}: ${font.length} bytes`);
    }
  }
}
