import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { shuffle } from './shuffle';

/**
 * Captcha sets of an install's own (issue 14): built at random from the
 * labelled icons of lucide-static, so the answers exist only in that
 * install's database, never in the repository.
 *
 * A subject is a plain word and the lucide tags that mean it; `except` drops
 * the icons a person would not call that word (a blender is tagged food), and
 * slashed "-off" icons are never used. Wrong pictures come only from the other
 * subjects' icons and never carry one of the subject's tags, so a person is not
 * left to guess whether a beer counts as food.
 */
type Subject = { subject: string; tags: string[]; except?: string[] };

const SUBJECTS: Subject[] = [
  {
    subject: 'food',
    tags: ['food', 'fruit', 'vegetable', 'dessert', 'sweet', 'drink', 'beverage', 'meal'],
    except: [
      'blender',
      'chef-hat',
      'cooking-pot',
      'utensils',
      'utensils-crossed',
      'groceries',
      'hand-platter',
      'hop',
      'torus',
      'shell',
      'can',
      'carton',
      'fish',
      'fish-symbol',
    ],
  },
  { subject: 'weather', tags: ['weather'], except: ['droplet', 'droplets', 'cloud-alert', 'wind-arrow-down', 'wind-arrow-up'] },
  {
    subject: 'vehicle',
    tags: ['vehicle', 'transport'],
    except: ['car-battery', 'engine', 'ev-charger', 'road', 'wallet-cards', 'trailer'],
  },
  { subject: 'furniture', tags: ['furniture'], except: ['lamp-wall-down', 'lamp-wall-up'] },
  {
    subject: 'building',
    tags: ['building'],
    except: [
      'pickaxe',
      'dome',
      'door-stairwell',
      'map-pin-house',
      'house-cog',
      'house-plug',
      'house-wifi',
      'house-heart',
      'house-plus',
      'shield-house',
    ],
  },
  {
    // Coins, notes, wallets and the best-known signs: a person need not know the tenge to pass.
    subject: 'money',
    tags: ['money', 'currency'],
    except: [
      'chart-candlestick',
      'landmark',
      'currency',
      'armenian-dram',
      'azerbaijani-manat',
      'bangladeshi-taka',
      'belarusian-ruble',
      'emirati-dirham',
      'georgian-lari',
      'indian-rupee',
      'kazakh-tenge',
      'nepali-rupee',
      'philippine-peso',
      'russian-ruble',
      'saudi-riyal',
      'swiss-franc',
      'turkish-lira',
      'receipt',
      'receipt-cent',
      'receipt-euro',
      'receipt-indian-rupee',
      'receipt-japanese-yen',
      'receipt-pound-sterling',
      'receipt-russian-ruble',
      'receipt-swiss-franc',
      'receipt-turkish-lira',
    ],
  },
  { subject: 'animal', tags: ['animal', 'pet'] },
  {
    subject: 'plant',
    tags: ['plant', 'nature', 'tree'],
    except: ['binoculars', 'folder-tree', 'list-tree', 'network', 'stone', 'park', 'apple', 'broccoli', 'carrot'],
  },
  { subject: 'game', tags: ['game'], except: ['whistle', 'sword', 'swords', 'bow-arrow', 'hockey-stick', 'ball-wave'] },
];

/** A set as stored: the reference and 8 pictures as standalone SVG, and which are the subject. */
export type CaptchaSetData = { subject: string; reference: string; images: { svg: string; correct: boolean }[] };

const IMAGES = 8;
/** 4 to 6 right pictures: the reader must pick at least 4 (docs/spec/reader-side.md section 5). */
const MIN_RIGHT = 4;
const MAX_RIGHT = 6;

type Pool = { subject: string; tags: Set<string>; members: string[] }[];

const lucideDir = () => path.dirname(require.resolve('lucide-static/package.json'));

function loadPool(iconTags: Record<string, string[]>): Pool {
  return SUBJECTS.map(({ subject, tags, except = [] }) => ({
    subject,
    tags: new Set(tags),
    members: Object.entries(iconTags)
      .filter(([name, labels]) => !name.endsWith('-off') && !except.includes(name) && labels.some((label) => tags.includes(label)))
      .map(([name]) => name),
  }));
}

/** One set of a random subject: a reference, 4-6 other icons of it, and icons of other subjects. */
function buildSet(pool: Pool, iconTags: Record<string, string[]>, icon: (name: string) => string): CaptchaSetData {
  const { subject, tags, members } = pool[randomInt(pool.length)];
  const [reference, ...others] = shuffle(members);
  const right = others.slice(0, randomInt(MIN_RIGHT, MAX_RIGHT + 1));
  const wrong = shuffle(
    pool
      .flatMap((other) => (other.subject === subject ? [] : other.members))
      .filter((name, index, names) => names.indexOf(name) === index && !iconTags[name].some((label) => tags.has(label))),
  ).slice(0, IMAGES - right.length);
  return {
    subject,
    reference: icon(reference),
    images: shuffle([
      ...right.map((name) => ({ svg: icon(name), correct: true })),
      ...wrong.map((name) => ({ svg: icon(name), correct: false })),
    ]),
  };
}

/** `count` sets drawn at random from the icon pool. */
export function buildCaptchaSets(count: number): CaptchaSetData[] {
  const dir = lucideDir();
  const iconTags = JSON.parse(fs.readFileSync(path.join(dir, 'tags.json'), 'utf8')) as Record<string, string[]>;
  const icon = (name: string) => fs.readFileSync(path.join(dir, 'icons', `${name}.svg`), 'utf8');
  const pool = loadPool(iconTags);
  return Array.from({ length: count }, () => buildSet(pool, iconTags, icon));
}
