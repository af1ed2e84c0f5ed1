// Reading values that the two dialects hand back differently.

/** SQLite returns BOOLEAN columns as 0/1, PostgreSQL as booleans. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** COUNT(*) is a number in SQLite, a bigint string in PostgreSQL. */
export const int = (v: unknown): number => Number(v ?? 0);

/** Money is stored in integer cents and shown in dollars. */
export function dollars(cents: number): number;
export function dollars(cents: number | null | undefined): number | null;
export function dollars(cents: number | null | undefined): number | null {
  return cents == null ? null : cents / 100;
}

/**
 * A code column (free text in both dialects) read as the code it is. The API writes only known codes,
 * so another value is a broken row: the request fails rather than sending it on.
 */
export function knownCode<Code extends string>(codes: readonly Code[], raw: string, column: string): Code {
  const code = codes.find((c) => c === raw);
  if (code === undefined) throw new Error(`Unknown value "${raw}" in ${column}.`);
  return code;
}
