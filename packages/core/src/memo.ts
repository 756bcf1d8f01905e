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
