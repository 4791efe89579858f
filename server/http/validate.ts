import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, notFound, validationError } from '#server/lib/errors.ts';

// A lone surrogate: JSON can carry it (as \ud800), but it is not text, and PostgreSQL's jsonb refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string PostgreSQL cannot store would be refused, or null. */
function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode';
  return null;
}

/** The first string (or object key) PostgreSQL cannot store. Iterative: JSON may nest deeply. */
function unstorableText(data: unknown): string | null {
  const stack = [data];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(item);
      }
    }
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const unstorable = unstorableText(data);
  if (unstorable) throw new AppError(400, 'validation_error', unstorable);
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

/** A uuid path parameter; anything else names no row, so it is the 404 `missing`. */
export function uuidParam(c: Context, name: string, missing: string): string {
  const parsed = z.uuid().safeParse(c.req.param(name));
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}
