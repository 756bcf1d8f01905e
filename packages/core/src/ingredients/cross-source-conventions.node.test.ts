// The scorer's sorting of name misses into other sources' conventions and the parser's own errors
// (bench/cross-source-conventions.ts, `score-ingredients.ts --conventions`).
import { describe, expect, it } from 'vitest';
import { classifyMiss, sourceHabits } from '../../bench/cross-source-conventions.ts';
import type { LineResult } from '../../bench/ingredient-accuracy.ts';

/** A line the parser got right in amount and unit, named `parsed`, labelled `label`. */
const result = (source: string, input: string, label: string, parsed = label): LineResult => ({
  line: { id: `${source}:${input}`, source, input, name: label, quantity: 1, unit: 'cup' },
  quantity: 1,
  unit: 'cup',
  name: parsed,
  quantityOk: true,
  unitOk: true,
  nameOk: parsed === label,
});

const times = (count: number, make: (n: number) => LineResult) =>
  Array.from({ length: count }, (_, n) => make(n));

// nyt drops "cold" before a name; bbc keeps it; both keep "butter" and "milk".
const tuning = [
  ...times(4, (n) => result('nyt', `1 cup cold milk ${n}`, `milk ${n}`)),
  ...times(4, (n) => result('bbc', `1 cup cold milk ${n}`, `cold milk ${n}`)),
  ...times(4, (n) => result('nyt', `1 cup butter ${n}`, `butter ${n}`)),
  ...times(4, (n) => result('bbc', `1 cup butter ${n}`, `butter ${n}`)),
  // cookstr's own labels give "cooked" both ways.
  ...times(3, (n) => result('cookstr', `1 cup cooked rice ${n}`, `rice ${n}`)),
  ...times(3, (n) => result('cookstr', `1 cup cooked rice ${n + 3}`, `cooked rice ${n + 3}`)),
];
const habits = sourceHabits(tuning);

describe('sorting name misses by the sources’ conventions', () => {
  it('sets aside a word the line’s source drops by habit and another source keeps', () => {
    const miss = result('nyt', '1 cup cold cream', 'cream', 'cold cream');
    expect(classifyMiss(miss, habits)).toEqual({
      patterns: ['+cold'],
      convention: true,
      followed: ['bbc'],
    });
  });

  it('keeps as an error a word every source labels the same way', () => {
    const miss = result('nyt', '1 cup butter', 'butter', 'cup butter');
    expect(classifyMiss(miss, habits).convention).toBe(false);
    const dropped = result('bbc', '1 cup butter', 'butter', 'cup');
    expect(classifyMiss(dropped, habits).convention).toBe(false);
  });

  it('counts a line given twice (a set and a reference holding it) once', () => {
    const twice = sourceHabits([...tuning, ...tuning.slice(0, 4)]);
    expect(twice.tallies.get('cold')?.get('nyt')).toEqual([0, 4]);
  });

  it('sets aside a word the source’s own labels give both ways', () => {
    const miss = result('cookstr', '1 cup cooked beans', 'beans', 'cooked beans');
    expect(classifyMiss(miss, habits)).toMatchObject({ convention: true, followed: ['cookstr'] });
  });

  it('weighs the words of a bracket as one pattern, kept or left out whole', () => {
    const brackets = sourceHabits([
      ...times(3, (n) =>
        result('bbc', `1 tsp fish sauce ${n} (nam pla)`, `fish sauce ${n} nam pla`),
      ),
      ...times(3, (n) => result('bbc', `1 tsp soy ${n} (shoyu)`, `soy ${n}`)),
    ]);
    const miss = result(
      'bbc',
      '3 tbsp quince paste (membrillo)',
      'quince paste membrillo',
      'quince paste',
    );
    expect(classifyMiss(miss, brackets)).toEqual({
      patterns: ['()'],
      convention: true,
      followed: ['bbc'],
    });
  });

  it('never sets aside a quantity or unit miss', () => {
    const miss = { ...result('nyt', '1 cup cold cream', 'cream', 'cold cream'), unitOk: false };
    expect(classifyMiss(miss, habits).convention).toBe(false);
  });
});
