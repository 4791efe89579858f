import { z } from 'zod';
import { contractFor } from '#domain/contracts.ts';
import { ErrorBodySchema } from '#domain/http.ts';

/** A body as the tests read it: JSON parsed, a CSV download (or any other text) as null. */
export function parseBody(res: Pick<Response, 'headers'>, text: string): Record<string, any> | null {
  if (!text) return null;
  if (res.headers.get('content-type')?.startsWith('text/csv')) return null;
  return JSON.parse(text) as Record<string, any>;
}

/**
 * Every answer a test sees is held to its route's contract (domain/contracts.ts): a success parses with the route's
 * schema (strict objects, so a field the contract does not name fails too), and a JSON error is the one error shape.
 */
export function checkContract(
  method: string,
  path: string,
  res: Pick<Response, 'status' | 'headers'>,
  json: unknown,
) {
  const fail = (what: string, error: z.ZodError) => {
    throw new Error(`${method} ${path} answered ${res.status} outside ${what}:\n${z.prettifyError(error)}`);
  };
  if (res.status >= 400) {
    if (!res.headers.get('content-type')?.includes('application/json')) return;
    const parsed = ErrorBodySchema.safeParse(json);
    if (!parsed.success) fail('the error shape', parsed.error);
    return;
  }
  // A 304 carries no body: the client keeps the copy it holds.
  if (res.status === 304) return;
  const found = contractFor(method, path);
  if (!found) return;
  if (found.contract === 'empty' && json !== null)
    throw new Error(`${method} ${path}: ${found.key} answers no body`);
  if (found.contract === 'redirect' && (res.status < 300 || res.status >= 400)) {
    throw new Error(`${method} ${path}: ${found.key} answers a redirect, not ${res.status}`);
  }
  if (found.contract === 'csv' && !res.headers.get('content-type')?.startsWith('text/csv')) {
    throw new Error(
      `${method} ${path}: ${found.key} answers text/csv, not ${res.headers.get('content-type')}`,
    );
  }
  if (typeof found.contract === 'string') return;
  const isRedirect = res.status >= 300 && res.status < 400;
  if ('or' in found.contract && isRedirect) return;
  const schema = 'json' in found.contract ? found.contract.json : found.contract;
  const parsed = schema.safeParse(json);
  if (!parsed.success) fail(`the contract of ${found.key}`, parsed.error);
}
