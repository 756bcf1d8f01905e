/**
 * Refuses requests whose body, path or query holds text that PostgreSQL cannot store (a NUL character, or half of a
 * UTF-16 surrogate pair), with a clear 400 instead of a database error later.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string (or key) inside `value` cannot be stored. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === 'string') return UNSTORABLE.test(value);
  // Raw bytes (an uploaded file) are not text: their readers decide what they hold.
  if (value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1),
    );
  }
  return false;
}

export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasUnstorableText([request.params, request.query, request.body ?? null])) {
      done(badRequest('The request holds text that cannot be stored (a NUL or broken character)'));
      return;
    }
    done();
  });
}
