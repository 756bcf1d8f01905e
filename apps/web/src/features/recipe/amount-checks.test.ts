import type { AmountCheck } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { checkLabel, checksCount, checksSummary, openChecks } from './amount-checks.tsx';

const CHECKS: AmountCheck[] = [
  { line: '1 1/2 cups milk', seen: '1% cups milk', changed: 'amount' },
  { line: '2 Tbsp sugar', seen: '2 Thsp sugar', changed: 'unit' },
];
const RICE: AmountCheck = { line: '250g rice', seen: '2509 rice', changed: 'both' };

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

describe("a mark's words", () => {
  it('says to check the amount, the unit or both, with the text read', () => {
    expect(CHECKS.map(checkLabel)).toEqual([
      'Check amount — read as “1% cups milk”',
      'Check unit — read as “2 Thsp sugar”',
    ]);
    expect(checkLabel(RICE)).toBe('Check amount and unit — read as “2509 rice”');
  });

  it('counts what is to check by what changed', () => {
    expect(checksCount([CHECKS[1]!])).toBe('1 unit');
    expect(checksCount([CHECKS[0]!, CHECKS[0]!])).toBe('2 amounts');
    expect(checksCount([RICE, RICE])).toBe('2 amounts and units');
    expect(checksCount(CHECKS)).toBe('2 amounts or units');
  });

  it('sums them up in a sentence', () => {
    expect(checksSummary([CHECKS[1]!])).toBe(
      'We guessed 1 unit the photo didn’t show clearly. Check it before saving.',
    );
    expect(checksSummary(CHECKS)).toBe(
      'We guessed 2 amounts or units the photo didn’t show clearly. Check them before saving.',
    );
  });
});
