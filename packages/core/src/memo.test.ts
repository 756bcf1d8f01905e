import { describe, expect, it } from 'vitest';
import {
  madeOnFirstUse,
  memoise,
  memoiseByKey,
  memoiseByKeyFromFirst,
  memoiseFromFirst,
} from './memo.ts';

/** A memo of a function that counts its calls per key and answers a fresh object each time. */
function countingMemo(maxEntries?: number) {
  const calls = new Map<string, number>();
  const memo = memoise((key: string) => {
    calls.set(key, (calls.get(key) ?? 0) + 1);
    return { key };
  }, maxEntries);
  return { memo, calls };
}

const oneOffKeys = (count: number, prefix = 'once'): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index}`);

describe('memoise', () => {
  it('works out a key asked again and again twice, then answers the kept object', () => {
    const { memo, calls } = countingMemo();
    memo('olive oil');
    const kept = memo('olive oil');
    for (let time = 0; time < 5; time += 1) expect(memo('olive oil')).toBe(kept);
    expect(calls.get('olive oil')).toBe(2);
  });

  it('keeps a key asked twice through thousands of keys asked once', () => {
    const { memo, calls } = countingMemo();
    memo('onions');
    const kept = memo('onions');
    for (const key of oneOffKeys(3000)) memo(key);
    expect(memo('onions')).toBe(kept);
    expect(calls.get('onions')).toBe(2);
  });

  it('forgets a key asked once after a thousand newer keys, and works it out again', () => {
    const { memo, calls } = countingMemo();
    memo('2 tbsp honey, note 1');
    for (const key of oneOffKeys(1000)) memo(key);
    memo('2 tbsp honey, note 1');
    expect(calls.get('2 tbsp honey, note 1')).toBe(2);
  });

  it('remembers a key asked once through 999 newer keys, and keeps it when asked again', () => {
    const { memo, calls } = countingMemo();
    memo('1 lemon, zested');
    for (const key of oneOffKeys(999)) memo(key);
    const kept = memo('1 lemon, zested');
    expect(memo('1 lemon, zested')).toBe(kept);
    expect(calls.get('1 lemon, zested')).toBe(2);
  });

  it('keeps a key asked again while it is among the recent ones', () => {
    const { memo, calls } = countingMemo();
    memo('salt');
    for (const key of oneOffKeys(500)) memo(key);
    const kept = memo('salt');
    expect(kept).toEqual({ key: 'salt' });
    for (const key of oneOffKeys(3000, 'later')) memo(key);
    expect(memo('salt')).toBe(kept);
    expect(calls.get('salt')).toBe(2);
  });

  it('keeps at most maxEntries answers asked twice, clearing them when full', () => {
    const { memo, calls } = countingMemo(3);
    for (const key of ['a', 'b', 'c', 'd']) {
      memo(key);
      memo(key);
    }
    // 'd' found the kept answers full, cleared them and was kept alone; newer keys push the
    // others out of the recent ones.
    for (const key of oneOffKeys(1000)) memo(key);
    memo('a');
    memo('d');
    expect(calls.get('a')).toBe(3);
    expect(calls.get('d')).toBe(2);
  });

  it('gives the answer whatever was kept before', () => {
    const memo = memoise((key: string) => key.toUpperCase());
    for (const key of [...oneOffKeys(2500), ...oneOffKeys(2500)]) {
      expect(memo(key)).toBe(key.toUpperCase());
    }
  });
});

describe('memoiseFromFirst', () => {
  it('works out a name once and answers the kept answer from its second time on', () => {
    const calls = new Map<string, number>();
    const memo = memoiseFromFirst((name: string) => {
      calls.set(name, (calls.get(name) ?? 0) + 1);
      return { name };
    });
    const first = memo('garlic cloves');
    for (let time = 0; time < 5; time += 1) expect(memo('garlic cloves')).toBe(first);
    expect(calls.get('garlic cloves')).toBe(1);
  });

  it('keeps at most maxEntries answers, clearing them when full', () => {
    const calls = new Map<string, number>();
    const memo = memoiseFromFirst((word: string) => {
      calls.set(word, (calls.get(word) ?? 0) + 1);
      return word.length;
    }, 2);
    for (const word of ['large', 'small', 'medium', 'large', 'medium']) memo(word);
    // "medium" found two kept and cleared them; "large" was worked out again, "medium" was not.
    expect(calls.get('large')).toBe(2);
    expect(calls.get('small')).toBe(1);
    expect(calls.get('medium')).toBe(1);
  });

  it('gives the same answers as the function, false and null included', () => {
    const memo = memoiseFromFirst((word: string) =>
      word.endsWith('ed') ? null : word === 'fresh',
    );
    for (const word of ['fresh', 'chopped', 'ripe', 'fresh', 'chopped', 'ripe']) {
      expect(memo(word)).toBe(word.endsWith('ed') ? null : word === 'fresh');
    }
  });
});

describe('memoiseByKey', () => {
  it('works an input out by its key as memoise does, keeping the answer from the second time', () => {
    const inputs: string[] = [];
    const memo = memoiseByKey((input: string) => {
      inputs.push(input);
      return { input };
    });
    expect(memo('2 garlic cloves,', '2 garlic cloves, crushed')).toEqual({
      input: '2 garlic cloves, crushed',
    });
    const kept = memo('2 garlic cloves,', '2 garlic cloves, sliced');
    expect(kept).toEqual({ input: '2 garlic cloves, sliced' });
    expect(memo('2 garlic cloves,', '2 garlic cloves, minced')).toBe(kept);
    expect(inputs).toEqual(['2 garlic cloves, crushed', '2 garlic cloves, sliced']);
  });
});

describe('memoiseByKeyFromFirst', () => {
  it('works out a key once from its first input and gives it for every input with that key', () => {
    const inputs: string[] = [];
    const memo = memoiseByKeyFromFirst((line: string) => {
      inputs.push(line);
      return line.length > 20 ? null : { line };
    });
    const first = memo('n garlic cloves', '2 garlic cloves, crushed');
    expect(memo('n garlic cloves', '3 garlic cloves, sliced')).toBe(first);
    expect(memo('n parsley leaves', '4 parsley leaves, very finely chopped')).toBeNull();
    expect(memo('n parsley leaves', '5 parsley leaves')).toBeNull();
    expect(inputs).toEqual(['2 garlic cloves, crushed', '4 parsley leaves, very finely chopped']);
  });
});

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes it once', () => {
    let made = 0;
    const pattern = madeOnFirstUse(() => {
      made += 1;
      return /\p{L}+/gu;
    });
    expect(made).toBe(0);
    expect(pattern()).toBe(pattern());
    expect(made).toBe(1);
  });

  it('keeps a global pattern’s lastIndex from one call to the next, as a constant does', () => {
    const pattern = madeOnFirstUse(() => /\p{L}+/gu);
    expect(pattern().exec('ab cd')?.[0]).toBe('ab');
    expect(pattern().lastIndex).toBe(2);
    expect(pattern().exec('ab cd')?.[0]).toBe('cd');
  });
});
