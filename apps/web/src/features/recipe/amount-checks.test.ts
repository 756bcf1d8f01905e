import { describe, expect, it } from 'vitest';
import { openChecks } from './amount-checks.tsx';

const CHECKS = [
  { line: '1 1/2 cups milk', seen: '1% cups milk' },
  { line: '2 Tbsp sugar', seen: '2 Thsp sugar' },
];

describe('openChecks', () => {
  it('keeps the marks of lines still in the box as read', () => {
    expect(openChecks(CHECKS, '1 1/2 cups milk\n  2 Tbsp sugar \n2 eggs')).toEqual(CHECKS);
  });
  it("drops a line's mark once the line is edited", () => {
    expect(openChecks(CHECKS, '1 1/4 cups milk\n2 Tbsp sugar\n2 eggs')).toEqual([CHECKS[1]]);
  });
  it('drops a mark whose line was deleted', () => {
    expect(openChecks(CHECKS, '2 eggs')).toEqual([]);
  });
});
