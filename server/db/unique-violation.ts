const UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on a unique constraint (PostgreSQL's 23505): on the error, on one it wraps (drizzle's
 * "Failed query" keeps it as `cause`), or in the fields of an auth-library error that copies the database error.
 */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as { code?: unknown; cause?: unknown };
  if (e.code === UNIQUE_VIOLATION || isUniqueViolation(e.cause, depth + 1)) return true;
  return depth === 0 && JSON.stringify(error, Object.getOwnPropertyNames(error)).includes(UNIQUE_VIOLATION);
}
