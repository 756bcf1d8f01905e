/**
 * `POST /api/cloudflare/upload` (SPEC §7: one image plus optional JSON metadata → `{ imageId }`)
 * and `GET /api/images/:id/:variant`. The upload route lives in its own scope, which alone parses
 * multipart bodies and answers failures as `{ errors: [...] }`; images are read by id without
 * identity (ids are unguessable UUIDs) and are immutable, so they are cached for a year.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import { ownerKey } from '../identity/identity.ts';
import { isImageVariant } from './image-encoding.ts';
import type { ImagesService } from './images.service.ts';
import { sendUploadError, UploadError } from './upload-error.ts';

/** The largest file accepted: 10 MB, which is also Cloudflare Images' own limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The largest `metadata` field, in bytes: Cloudflare Images stores at most 1024. */
export const MAX_METADATA_BYTES = 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect to Cloudflare is cached for a day, not forever: the account hash may change. */
const REDIRECT_CACHE = 'public, max-age=86400';

const badMetadata = () =>
  new UploadError(400, 'metadata must be a JSON object of at most 1 KB', 'invalid_metadata');

function parseMetadata(value: unknown): Record<string, unknown> | undefined {
  // A part sent as application/json arrives parsed already; a plain field is text.
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    if (Buffer.byteLength(value) > MAX_METADATA_BYTES) throw badMetadata();
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badMetadata();
    }
  } else if (Buffer.byteLength(JSON.stringify(value) ?? '') > MAX_METADATA_BYTES) {
    throw badMetadata();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badMetadata();
  return parsed as Record<string, unknown>;
}

/** Whether an If-None-Match header (a list, possibly weak tags, or `*`) names `etag`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The parser's own errors carry a status; anything else thrown while reading the parts (busboy's
 * "Unexpected end of form", "Malformed part header") means the body is not valid multipart.
 */
function asClientError(error: unknown): unknown {
  const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
  if (error instanceof AppError || hasStatus) return error;
  return new UploadError(400, 'The upload is not valid multipart/form-data', 'bad_upload');
}

/** Reads the multipart body: exactly one file (any field name) and an optional `metadata`. */
async function readUpload(request: FastifyRequest) {
  let file: Buffer | undefined;
  let metadata: Record<string, unknown> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = await (part as MultipartFile).toBuffer();
      } else if (part.fieldname === 'metadata') {
        if (part.valueTruncated || metadata) throw badMetadata();
        metadata = parseMetadata(part.value);
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (!file) throw new UploadError(400, 'Choose an image to upload', 'no_image');
  return { file, metadata };
}

/** SPEC §9: image quality in slow-connection mode. */
export const SLOW_CONNECTION_QUALITY = 60;

/** Registers the upload and image routes (awaited: the upload scope registers a plugin). */
export async function registerImageRoutes(
  app: FastifyInstance,
  service: ImagesService,
): Promise<void> {
  app.get<{ Params: { id: string; variant: string }; Querystring: { q?: string } }>(
    '/api/images/:id/:variant',
    async (request, reply) => {
      const { id, variant } = request.params;
      // Only the slow-connection quality is offered: one derived file per variant at most.
      const quality =
        request.query.q === String(SLOW_CONNECTION_QUALITY) ? SLOW_CONNECTION_QUALITY : undefined;
      const location = isImageVariant(variant)
        ? await service.locate(id, variant, quality)
        : undefined;
      if (!location) throw notFound('Image not found');
      if (location.kind === 'redirect') {
        return reply.header('cache-control', REDIRECT_CACHE).redirect(location.url, 302);
      }
      void reply.header('cache-control', IMMUTABLE).header('etag', location.etag);
      if (matchesEtag(request.headers['if-none-match'], location.etag)) {
        return reply.code(304).send();
      }
      return reply.type('image/webp').send(location.data);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 8,
        parts: 9,
        fieldSize: MAX_METADATA_BYTES,
        headerPairs: 50,
      },
    });
    scope.setErrorHandler(sendUploadError);

    scope.post('/api/cloudflare/upload', async (request, reply) => {
      const owner = ownerKey(request);
      const { file, metadata } = await readUpload(request);
      const imageId = await service.upload({ ownerKey: owner, file, metadata });
      return reply.code(201).send({ imageId });
    });
  });
}
