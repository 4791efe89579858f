// Node socket errors, and PostgreSQL's connection_exception class (08), shutdowns (57P01–57P03) and a full server.
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres reports a lost or refused connection with these messages and no code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function matches(error: { code?: unknown; message?: unknown }) {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    NODE_CODES.has(code) ||
    SQLSTATES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    PG_MESSAGES.some((m) => message.startsWith(m))
  );
}

/** Whether an error (or one it wraps, as drizzle's "Failed query" does) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (matches(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
