import { describe, expect, it } from 'vitest';
import { pluralWord, singularName, singularWord } from './plural';

describe('singularWord', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['radishes', 'radish'],
    ['peaches', 'peach'],
    ['boxes', 'box'],
    ['fizzes', 'fizz'],
    ['pancakes', 'pancake'],
    ['limes', 'lime'],
    ['glasses', 'glass'],
    ['heroes', 'hero'],
    ['onions', 'onion'],
    ['grapes', 'grape'],
    ['cress', 'cress'],
    ['bus', 'bus'],
    ['asparagus', 'asparagus'],
    ['leaves', 'leaf'],
    ['gas', 'gas'],
    ['egg', 'egg'],
    ['onion', 'onion'],
    ['flour', 'flour'],
    ['', ''],
  ])('%s → %s', (word, singular) => {
    expect(singularWord(word)).toBe(singular);
  });

  it('reads only a lower-case "s" as the plural ending, as the suffix tests did', () => {
    expect(singularWord('ONIONS')).toBe('ONIONS');
    expect(singularWord('onionS')).toBe('onionS');
  });
});

describe('pluralWord', () => {
  it.each([
    ['berry', 'berries'],
    ['turkey', 'turkeys'],
    ['peach', 'peaches'],
    ['radish', 'radishes'],
    ['box', 'boxes'],
    ['topaz', 'topazes'],
    ['glass', 'glasses'],
    ['oats', 'oats'],
    ['month', 'months'],
    ['onion', 'onions'],
    ['leaf', 'leaves'],
    ['y', 'ys'],
    ['', 's'],
  ])('%s → %s', (word, plural) => {
    expect(pluralWord(word)).toBe(plural);
  });
});

describe('singularName', () => {
  it('makes the last word singular', () => {
    expect(singularName('cherry tomatoes')).toBe('cherry tomato');
    expect(singularName('plain flour')).toBe('plain flour');
  });
});
