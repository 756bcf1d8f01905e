import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { findJsonShapeProblem, MAX_JSON_DEPTH, parseJsonBody } from './json-body.ts';

const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

function refusal(text: string): AppError {
  try {
    parseJsonBody(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error(`${text.slice(0, 40)} was accepted`);
}

describe('findJsonShapeProblem', () => {
  it('allows nesting up to the limit and refuses one more level', () => {
    expect(findJsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(findJsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe('too_deep');
    expect(findJsonShapeProblem({ a: { b: nested(MAX_JSON_DEPTH - 1) } })).toBe('too_deep');
  });

  it('walks 100,000 levels without running out of stack', () => {
    expect(findJsonShapeProblem(nested(100_000))).toBe('too_deep');
  });

  it('finds __proto__ keys and constructor.prototype anywhere, and leaves a plain constructor key', () => {
    expect(findJsonShapeProblem(JSON.parse('{"a":[{"__proto__":{}}]}'))).toBe('proto_key');
    expect(findJsonShapeProblem(JSON.parse('{"constructor":{"prototype":{}}}'))).toBe(
      'constructor_prototype',
    );
    expect(findJsonShapeProblem({ constructor: 'Brand name', nested: { constructor: {} } })).toBe(
      undefined,
    );
  });
});

describe('parseJsonBody', () => {
  it('parses ordinary JSON', () => {
    expect(parseJsonBody('{"ids":["a"]}')).toEqual({ ids: ['a'] });
  });

  it('says what is wrong with each refused body', () => {
    expect(refusal('').message).toBe('The request body is empty');
    expect(refusal('{"a":').message).toMatch(/^The request body is not valid JSON \(/);
    expect(refusal('{"__proto__":{"x":1}}').message).toMatch(/"__proto__"/);
    expect(refusal('{"constructor":{"prototype":{}}}').message).toMatch(/"constructor"/);
    expect(refusal('['.repeat(10_000) + ']'.repeat(10_000)).message).toMatch(
      /nested too deeply: at most 64 levels/,
    );
    expect(refusal('[]]').statusCode).toBe(400);
  });
});
