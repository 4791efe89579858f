import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';

/** Any string (or object key) holding U+0000, which PostgreSQL text cannot store. Iterative: JSON may nest deeply. */
function hasNul(data: unknown): boolean {
  const stack = [data];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (hasNul(data)) throw new AppError(400, 'validation_error', 'Text must not contain NUL characters');
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a JSON body: 415 for another content type, 400 for malformed JSON, then validates it. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body as application/json');
  }
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    throw new AppError(400, 'malformed_json', 'The request body is not valid JSON');
  }
  return parseWith(schema, data);
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
