/**
 * The JSON body parser, in place of Fastify's own so that each refusal says what is wrong: not
 * JSON at all, a `__proto__` key or a `constructor.prototype` (which could poison objects built
 * from the body, as Fastify's own parser also refuses), or nesting deeper than any call needs.
 * All are 400 `{ ok: false, error }`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** Deepest nesting of arrays and objects a body may have; the deepest real call needs under 10. */
export const MAX_JSON_DEPTH = 64;

export type JsonShapeProblem = 'too_deep' | 'proto_key' | 'constructor_prototype';

/**
 * The first shape problem of a parsed value, found level by level without recursion (so a body of
 * 100,000 nested arrays costs one pass and no stack), or undefined.
 */
export function findJsonShapeProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): JsonShapeProblem | undefined {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (depth >= maxDepth) return 'too_deep';
      if (Array.isArray(item)) {
        for (const child of item) if (child !== null && typeof child === 'object') next.push(child);
        continue;
      }
      if (Object.hasOwn(item, '__proto__')) return 'proto_key';
      const ctor = (item as Record<string, unknown>).constructor;
      if (Object.hasOwn(item, 'constructor') && ctor !== null && typeof ctor === 'object') {
        if (Object.hasOwn(ctor, 'prototype')) return 'constructor_prototype';
      }
      for (const child of Object.values(item)) {
        if (child !== null && typeof child === 'object') next.push(child);
      }
    }
    level = next;
  }
  return undefined;
}

const SHAPE_MESSAGES: Record<JsonShapeProblem, string> = {
  too_deep: `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`,
  proto_key: 'The request body has a "__proto__" key, which is not allowed',
  constructor_prototype:
    'The request body has a "constructor" key holding "prototype", which is not allowed',
};

/** Parses a JSON request body, or throws a 400 `AppError` naming the problem. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new AppError(400, 'The request body is empty', 'empty_body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    throw new AppError(400, `The request body is not valid JSON${detail}`, 'invalid_json');
  }
  const problem = findJsonShapeProblem(value);
  if (problem) throw badRequest(SHAPE_MESSAGES[problem]);
  return value;
}

/** Replaces the JSON parser of `app` and every scope below it. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
