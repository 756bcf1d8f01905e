/**
 * A bounded memo for pure functions of a string: shopping lists repeat the same names ("onions",
 * "olive oil") across recipes and rebuilds, so their normalisation and aisle are worked out once.
 *
 * An answer is kept only once its key comes a second time. A new key is remembered, without its
 * answer, among the last RECENT_ENTRIES new keys; asked again while there, its answer is worked
 * out a second time and kept. A key met once (a line with its own note, most lines of a long
 * import) keeps nothing of its answer alive: holding the answers of the last thousand lines had
 * the garbage collector copy each of them once or twice and promote them to the old generation,
 * about a tenth of a first pass over 1,000 recipes. Both stores are cleared when full, so memory
 * stays bounded whatever the input.
 */

/** How many keys met once are remembered, waiting for a second time. */
const RECENT_ENTRIES = 1000;

export function memoise<T>(compute: (key: string) => T, maxEntries = 5000): (key: string) => T {
  const kept = new Map<string, T>();
  const recent = new Set<string>();
  return (key: string): T => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    // One look in `recent` where `has` and then `add` took two: adding a key already there
    // leaves its size as it was.
    const size = recent.size;
    recent.add(key);
    if (recent.size === size) {
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, value);
    } else if (recent.size > RECENT_ENTRIES) {
      recent.clear();
      recent.add(key);
    }
    return value;
  };
}

/**
 * `memoise` for an answer worked out from more than its key: `compute(input)`, kept under `key`
 * by `memoise`'s rule (from the key's second time among the recent ones), where the caller knows
 * that every input with that key has the same answer (a line's amount, by its text up to its first
 * comma). Written out rather than built on `memoise`, which every line's parse calls.
 */
export function memoiseByKey<I, T>(
  compute: (input: I) => T,
  maxEntries = 5000,
): (key: string, input: I) => T {
  const kept = new Map<string, T>();
  const recent = new Set<string>();
  return (key: string, input: I): T => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = compute(input);
    const size = recent.size;
    recent.add(key);
    if (recent.size === size) {
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, value);
    } else if (recent.size > RECENT_ENTRIES) {
      recent.clear();
      recent.add(key);
    }
    return value;
  };
}

/**
 * A bounded memo that keeps each answer from its key's first time: for a pure function of a
 * name, a clause or a word whose answer is small (a flag, a short string, a food of the table
 * found), asked again of most keys. `memoise` works such an answer out twice, once to see the key
 * come again and once to keep it; a first pass over a collection pays that second time for each
 * name it meets, in code not yet optimised. Not for a line's answer (large, and most lines of an
 * import are met once): `memoise` keeps nothing of those.
 */
export function memoiseFromFirst<T>(
  compute: (key: string) => T,
  maxEntries = 5000,
): (key: string) => T {
  const kept = new Map<string, T>();
  return (key: string): T => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (kept.size >= maxEntries) kept.clear();
    kept.set(key, value);
    return value;
  };
}

/**
 * `memoiseFromFirst` for an answer worked out from more than its key, as `memoiseByKey` is: kept
 * from the key's first time, for a small answer asked again of most keys (a head's parse, by the
 * head's words: lines repeat their heads with other counts and notes).
 */
export function memoiseByKeyFromFirst<I, T>(
  compute: (input: I) => T,
  maxEntries = 5000,
): (key: string, input: I) => T {
  const kept = new Map<string, T>();
  return (key: string, input: I): T => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = compute(input);
    if (kept.size >= maxEntries) kept.clear();
    kept.set(key, value);
    return value;
  };
}

/**
 * A value made when it is first asked for, then kept: for a module's regular expression that
 * names a Unicode property (`\p{L}`). V8 parses a pattern when it is made, and looks each such
 * property up in ICU then, some 330,000 instructions each; made at load, the parser's patterns
 * cost a command 35 M before it reads a line, most of them for patterns its lines never need
 * (decision 0023). The pattern is the same object at every call, so a sticky or global one keeps
 * its `lastIndex` as a constant does.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return (): T => (made ??= make());
}
