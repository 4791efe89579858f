import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MediaAltSchema,
  MediaListQuerySchema,
  type MediaListResponse,
  type MediaResponse,
} from '#domain/catalog/media-schemas.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, parseWith, queryOf, uuidParam } from '#server/http/validate.ts';
import { AppError } from '#server/lib/errors.ts';

/** Path of the upload: the API's general body limit lets it through to this route's own limit. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';
/** The largest file plus room for the multipart envelope and the alt text. */
const UPLOAD_LIMIT = Math.max(MEDIA_MAX_BYTES.image, MEDIA_MAX_BYTES.document) + 64 * 1024;

const tooLarge = () =>
  new AppError(413, 'media_too_large', MEDIA_MESSAGES.tooLarge, { file: MEDIA_MESSAGES.tooLarge });

/** `/api/admin/media`: the media library (catalog:read to look, catalog:write to change). */
export function adminMediaRoutes(services: Services) {
  const { media } = services;
  const read = requirePermission('catalog:read');
  const write = requirePermission('catalog:write');
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', MEDIA_MESSAGES.notFound);

  return new Hono<AppEnv>()
    .get('/', read, async (c) => {
      const answer: MediaListResponse = await media.list(queryOf(c, MediaListQuerySchema));
      return c.json(answer);
    })
    .post(
      '/',
      // Refused before the body is read: the permission, then a declared length over the limit.
      write,
      async (c, next) => {
        if (Number(c.req.header('content-length') ?? 0) > UPLOAD_LIMIT) throw tooLarge();
        await next();
      },
      // Counts the bytes as they arrive and stops at the limit (a body sent without a length).
      bodyLimit({
        maxSize: UPLOAD_LIMIT,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        const actor = actorOf(c);
        const form = await readForm(c);
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0) {
          throw new AppError(400, 'validation_error', MEDIA_MESSAGES.noFile, { file: MEDIA_MESSAGES.noFile });
        }
        const alt = form.get('alt');
        const { alt: cleanAlt } = parseWith(MediaAltSchema, { alt: typeof alt === 'string' ? alt : '' });
        const bytes = new Uint8Array(await file.arrayBuffer());
        const answer: MediaResponse = {
          item: await media.upload({ bytes, fileName: file.name, alt: cleanAlt }, actor),
        };
        return c.json(answer, 201);
      },
    )
    .get('/:id', read, async (c) => {
      const answer: MediaResponse = { item: await media.get(idOf(c)) };
      return c.json(answer);
    })
    .patch('/:id', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const { alt } = await jsonBody(c, MediaAltSchema);
      const answer: MediaResponse = { item: await media.setAlt(id, alt, actor) };
      return c.json(answer);
    })
    .delete('/:id', write, async (c) => {
      const actor = actorOf(c);
      await media.remove(idOf(c), actor);
      return c.body(null, 204);
    });
}

async function readForm(c: AppContext): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(400, 'validation_error', MEDIA_MESSAGES.noFile, { file: MEDIA_MESSAGES.noFile });
  }
  try {
    return await c.req.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'validation_error', MEDIA_MESSAGES.noFile, { file: MEDIA_MESSAGES.noFile });
  }
}
