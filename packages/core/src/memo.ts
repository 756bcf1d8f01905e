/**
 * A bounded memo for pure functions of a string: shopping lists repeat the same names ("onions",
 * "olive oil") across recipes and rebuilds, so their normalisation and aisle are worked out once.
 *
 * An answer is kept only once its key comes a second time. A new key's answer waits among the
 * last RECENT_ENTRIES new keys; asked again while there, it moves to the kept answers. A key met
 * once (a line with its own note, most lines of a long import) is dropped with the recent ones,
 * young, where keeping it would have the garbage collector copy it and the memo's table grow for
 * nothing. Both stores are cleared when full, so memory stays bounded whatever the input.
 */

/** How many keys met once are remembered, waiting for a second time. */
const RECENT_ENTRIES = 1000;

export function memoise<T>(compute: (key: string) => T, maxEntries = 5000): (key: string) => T {
  const kept = new Map<string, T>();
  const recent = new Map<string, T>();
  return (key: string): T => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const seen = recent.get(key);
    if (seen !== undefined) {
      if (kept.size >= maxEntries) kept.clear();
      kept.set(key, seen);
      return seen;
    }
    const value = compute(key);
    if (recent.size >= RECENT_ENTRIES) recent.clear();
    recent.set(key, value);
    return value;
  };
}
