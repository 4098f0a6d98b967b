import { withOwn } from './nasty';

/** Where a value sits in a JSON body: keys and list indexes, outermost first. */
export type Path = string[];

export const dotted = (path: Path) => path.join('.');

/** A JSON object or list, by its keys (a list's indexes as text). */
type Node = Record<string, unknown>;

/** Every key of a body, nested objects' and lists' too. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((key) => [[...prefix, key], ...pathsOf((value as Node)[key], [...prefix, key])]);
}

export function valueAt(body: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Node)[key] : undefined), body);
}

/** The container a path's last key lives in, when it is still an object (an earlier change may have replaced it). */
function parentOf(body: unknown, path: Path): Node | undefined {
  const parent = valueAt(body, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' ? (parent as Node) : undefined;
}

/** Sets the value as an own property, so `__proto__` is a key like any other. */
export function setAt(body: unknown, path: Path, value: unknown): void {
  const parent = parentOf(body, path);
  if (parent) withOwn(parent, path[path.length - 1], value);
}

export function dropAt(body: unknown, path: Path): void {
  const parent = parentOf(body, path);
  if (!parent) return;
  if (Array.isArray(parent)) parent.splice(Number(path[path.length - 1]), 1);
  else delete parent[path[path.length - 1]];
}

/** A deep copy that keeps own `__proto__` keys (structuredClone and spreads of literals would not all do so). */
export const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));
