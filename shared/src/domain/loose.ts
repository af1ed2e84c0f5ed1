// Readers for loosely-typed data the API's generated types do not cover (the session kept in
// storage, values read from text): each returns its documented default when the value is missing or
// of the wrong type, so a reader never crashes.

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

/** One of the allowed values, else the fallback. */
export const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback;
