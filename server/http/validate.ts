import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
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
