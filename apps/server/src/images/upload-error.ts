/**
 * Failures of `POST /api/cloudflare/upload` in the shape SPEC §7-§8 gives that call,
 * `{ errors: [{ message, code }] }`, rather than the `{ ok: false, error }` of the rest of the API:
 * the web app's upload code reads that array (it was Cloudflare's own error shape). Bad input is
 * always a 4xx; only our own faults and Cloudflare's are 5xx.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** A failed upload, with the `code` the client sees (Cloudflare's own codes are numbers). */
export class UploadError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly wireCode: string | number,
  ) {
    super(statusCode, message, String(wireCode));
    this.name = 'UploadError';
  }
}

/** One entry of the SPEC §7 upload error array. */
export type UploadErrorBody = { errors: { message: string; code: string | number }[] };

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Errors raised by @fastify/multipart and Fastify's body parsing, in plain words. */
const CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: 'The image is too large: upload one of at most 10 MB',
    code: 'image_too_large',
  },
  FST_FILES_LIMIT: { status: 400, message: 'Send one image per upload', code: 'too_many_files' },
  FST_PARTS_LIMIT: {
    status: 400,
    message: 'The upload has too many fields',
    code: 'too_many_fields',
  },
  FST_FIELDS_LIMIT: {
    status: 400,
    message: 'The upload has too many fields',
    code: 'too_many_fields',
  },
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    message: 'metadata must be a JSON object of at most 1 KB',
    code: 'invalid_metadata',
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    message: 'A field name is not allowed',
    code: 'bad_field_name',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send the image as multipart/form-data',
    code: 'not_multipart',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the image as multipart/form-data',
    code: 'not_multipart',
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    message: 'The upload ended before the image arrived',
    code: 'incomplete_upload',
  },
};

function describe(error: FastifyError): { status: number; message: string; code: string | number } {
  if (error instanceof UploadError) {
    return { status: error.statusCode, message: error.message, code: error.wireCode };
  }
  if (error instanceof AppError) {
    return { status: error.statusCode, message: error.message, code: error.code };
  }
  const known = CLIENT_ERRORS[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: error.message, code: 'bad_upload' };
  }
  return { status: 500, message: INTERNAL_ERROR_MESSAGE, code: 'internal_error' };
}

/** The error handler of the upload route's scope: every failure as `{ errors: [...] }`. */
export function sendUploadError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, message, code } = describe(error);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (status >= 500) request.log.error({ err: error }, 'image upload failed');
  const body: UploadErrorBody = { errors: [{ message, code }] };
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}
