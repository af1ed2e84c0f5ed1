// A write refused by a unique index, in either dialect: SQLite's SQLITE_CONSTRAINT_UNIQUE (or
// _PRIMARYKEY), PostgreSQL's unique_violation (23505). Services turn it into a 409.
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
