// Readers for loosely-typed API or storage data: each returns its documented default
// when the value is missing or of the wrong type, so a mapper never crashes.

export type Loose = Record<string, unknown> | null | undefined;

/** The value as a plain object, or an empty one. */
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** True only for the boolean true (flags default to false). */
export const bool = (v: unknown): boolean => v === true;

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A finite number; numeric strings (decimal prices) are accepted. */
export function numOrNull(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export const num = (v: unknown, fallback = 0): number => numOrNull(v) ?? fallback;

/** An id: a number or a string, else null. */
export const idOrNull = (v: unknown): number | string | null =>
  typeof v === 'number' || typeof v === 'string' ? v : null;

/** The value as an array mapped item by item, or an empty array. */
export const list = <T>(v: unknown, map: (item: Loose) => T): T[] =>
  Array.isArray(v) ? v.map((item) => map(item as Loose)) : [];

/** One of the allowed values, else the fallback. */
export const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback;

/** An object's values mapped one by one (keys kept), or an empty record. */
export const record = <T>(v: unknown, map: (item: Loose) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(obj(v)).map(([k, item]) => [k, map(item as Loose)]));

/** The named boolean flags of an object, each defaulting to false. */
export const flags = <K extends string>(v: unknown, keys: readonly K[]): Record<K, boolean> => {
  const r = obj(v);
  return Object.fromEntries(keys.map((k) => [k, bool(r[k])])) as Record<K, boolean>;
};

/** The strings of an array (other items dropped), or an empty array. */
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
