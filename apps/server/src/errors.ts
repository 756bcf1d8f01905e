/**
 * The server's one error type and the one handler that renders every failure as
 * `{ ok: false, error }`: no stack traces, no HTML, and never a 5xx for the client's own mistakes.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  /** For 429 answers: sent as Retry-After. */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'error',
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const badRequest = (message: string) => new AppError(400, message, 'bad_request');

/** Messages for Fastify's own client-error codes, in plain words. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

function describe(error: FastifyError): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first?.instancePath
      ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
      : '';
    const context = error.validationContext ?? 'request';
    return {
      status: 400,
      message: `Invalid ${context}${where ? ` (${where})` : ''}: ${first?.message ?? 'bad value'}`,
    };
  }
  if (error.validation) return { status: 400, message: error.message };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: FASTIFY_CLIENT_ERRORS[error.code] ?? error.message };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describe(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    // A deliberate "busy, try later" (it carries Retry-After) is an answer, not a failure.
    const busy = error instanceof AppError && error.retryAfterSeconds !== undefined;
    if (status >= 500 && !busy) request.log.error({ err: error }, 'request failed');
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ ok: false, error: message });
  });
}
